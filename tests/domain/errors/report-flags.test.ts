import { isGlsIssuer, reportTags } from '../../../src/domain/errors/report-flags';

describe('the flags of an error report (spec 000 §6)', () => {
  it.each([
    ['gls-local-services', null, true],
    ['GLS-Home', null, true],
    [' gls-padded', null, true],
    ['cn=gls-acme,ou=issuers,o=attest', null, true],
    ['ou=issuers, CN=gls-acme', null, true],
    ['cn=acme,ou=issuers', 'gls-acme', true],
    ['acme-gls-partner', null, false],
    ['cn=acme,ou=gls-issuers', 'Acme gls-partner', false],
    [null, null, false],
  ])('issuer id %p named %p is a gls issuer: %p', (issuerId, issuerName, expected) => {
    expect(isGlsIssuer(issuerId, issuerName)).toBe(expected);
  });

  it('tags the business flow and a gls- issuer', () => {
    expect(reportTags({ businessFlow: true, issuerId: null })).toEqual({ business_flow: 'true', gls_issuer: 'false' });
    expect(reportTags({ businessFlow: false, issuerId: 'gls-local-services' })).toEqual({
      business_flow: 'false',
      gls_issuer: 'true',
    });
  });
});
