import fc from 'fast-check';
import { parseStartupQuery, startupRedirect } from '../../../src/domain/session/startup-query';

describe('parseStartupQuery', () => {
  it('reads every startup parameter', () => {
    expect(
      parseStartupQuery(
        '?q=core.ssn&rprId=R1&canary=C1&continue_url=https%3A%2F%2Facme.example%2Fback&enable_return=true&case_id=42&auth_code=A1',
      ),
    ).toEqual({
      q: 'core.ssn',
      rprId: 'R1',
      canary: 'C1',
      continueUrl: 'https://acme.example/back',
      enableReturn: true,
      caseId: 42,
      authCode: 'A1',
    });
  });

  it('reads a hand-off code beside q, and an empty one as absent', () => {
    expect(parseStartupQuery('?q=core.selfie&handoff=H-1')).toEqual({
      q: 'core.selfie',
      handoff: 'H-1',
      enableReturn: false,
    });
    expect(parseStartupQuery('?q=core.selfie&handoff=')).toEqual({ q: 'core.selfie', enableReturn: false });
  });

  it('reads nothing from an empty query', () => {
    expect(parseStartupQuery('')).toEqual({ enableReturn: false });
    expect(parseStartupQuery('?')).toEqual({ enableReturn: false });
  });

  it.each(['TRUE', 'True', '1', 'yes', '', 'true '])("leaves enable_return off for '%s'", (value) => {
    expect(parseStartupQuery(`enable_return=${encodeURIComponent(value)}`).enableReturn).toBe(false);
  });

  it.each(['12a', '-3', '1.5', ' 7', '1e3', '99999999999999999999'])('ignores the case_id %j', (value) => {
    expect(parseStartupQuery(`case_id=${encodeURIComponent(value)}`).caseId).toBeUndefined();
  });

  it('reads case_id digits as an integer, leading zeros included', () => {
    expect(parseStartupQuery('case_id=007').caseId).toBe(7);
  });

  it('takes authCode when auth_code is absent, and prefers auth_code', () => {
    expect(parseStartupQuery('authCode=B2').authCode).toBe('B2');
    expect(parseStartupQuery('authCode=B2&auth_code=A1').authCode).toBe('A1');
  });

  it('reads empty values as absent and keeps the first of repeated parameters', () => {
    expect(parseStartupQuery('rprId=&canary=C&canary=D')).toEqual({ canary: 'C', enableReturn: false });
  });

  it('decodes plus signs as spaces and keeps a malformed escape as written', () => {
    expect(parseStartupQuery('continue_url=a+b%ZZ').continueUrl).toBe('a b%ZZ');
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (search) => {
        const query = parseStartupQuery(search);
        startupRedirect(query);
      }),
    );
  });
});

describe('startupRedirect', () => {
  it('goes straight to the question named by q', () => {
    expect(startupRedirect(parseStartupQuery('q=core.ssn'))).toBe('/question/core-ssn');
  });

  it('goes nowhere special without q', () => {
    expect(startupRedirect(parseStartupQuery('rprId=R1'))).toBeNull();
  });

  it('reads the language a link asks for when Attest speaks it, and passes over any other', () => {
    expect(parseStartupQuery('?rprId=R&lang=es')).toEqual({ rprId: 'R', enableReturn: false, lang: 'es' });
    expect(parseStartupQuery('?rprId=R&lang=en-US')).toEqual({ rprId: 'R', enableReturn: false, lang: 'en' });
    expect(parseStartupQuery('?rprId=R&lang=fr')).toEqual({ rprId: 'R', enableReturn: false });
  });
});
