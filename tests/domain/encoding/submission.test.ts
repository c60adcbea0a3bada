import { submissionFor, submissionKey, submissionOfAttributes } from '../../../src/domain/encoding/submission';

describe('submission per question', () => {
  const question = { attrType: 'core.fullname', shareWith: ['issuer-1'], metadata: {} };

  it('keys the answer by attribute type with shareWith and value', () => {
    expect(submissionFor(question, 'x')).toEqual({ 'core.fullname': { shareWith: ['issuer-1'], value: 'x' } });
  });

  it('uses metadata.submissionAttrType when set', () => {
    const renamed = { ...question, metadata: { submissionAttrType: 'core.legal_name' } };
    expect(submissionKey(renamed)).toBe('core.legal_name');
    expect(submissionFor(renamed, 1)).toEqual({ 'core.legal_name': { shareWith: ['issuer-1'], value: 1 } });
  });

  it('falls back to the attribute type when submissionAttrType is blank or metadata absent', () => {
    expect(submissionKey({ ...question, metadata: { submissionAttrType: ' ' } })).toBe('core.fullname');
    expect(submissionKey({ attrType: 'a.b', shareWith: [] })).toBe('a.b');
  });

  it('shares each of several attributes as the question is shared', () => {
    expect(
      submissionOfAttributes(question, { 'consent.fcra.authorized': true, 'consent.fcra.reviewed_disclosure': true }),
    ).toEqual({
      'consent.fcra.authorized': { shareWith: ['issuer-1'], value: true },
      'consent.fcra.reviewed_disclosure': { shareWith: ['issuer-1'], value: true },
    });
  });
});
