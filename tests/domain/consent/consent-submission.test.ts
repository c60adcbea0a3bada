import { CONSENT_ATTRIBUTES, consentQuestionKind } from '../../../src/domain/consent/consent-attributes';
import { consentSubmission } from '../../../src/domain/consent/consent-submission';

const BOTH_HTML = ['consent.fcra.authorized', 'consent.fcra.reviewed_disclosure'];
const yes = { authorized: true, requestedFreeCopy: true };

describe('consentQuestionKind', () => {
  it('tells biometric authorization from FCRA consents, and which FCRA consents offer the free copy', () => {
    expect(consentQuestionKind('consent.biometric.authorization')).toEqual({ kind: 'biometric' });
    expect(consentQuestionKind('consent.fcra.reviewed_disclosure')).toEqual({ kind: 'fcra', offersFreeCopy: true });
    expect(consentQuestionKind('consent.fcra.state_resident_notice')).toEqual({ kind: 'fcra', offersFreeCopy: true });
    expect(consentQuestionKind('consent.fcra.authorized')).toEqual({ kind: 'fcra', offersFreeCopy: false });
  });
});

describe('consentSubmission', () => {
  it('sends only the biometric attribute for biometric authorization', () => {
    expect(
      consentSubmission({ attrType: 'consent.biometric.authorization', value: yes, consentHtmlAttrTypes: [] }),
    ).toEqual({ 'consent.biometric.authorization': true });
  });

  it('sends authorized, reviewed disclosure and the free-copy flag for the reviewed-disclosure attribute', () => {
    expect(
      consentSubmission({ attrType: 'consent.fcra.reviewed_disclosure', value: yes, consentHtmlAttrTypes: BOTH_HTML }),
    ).toEqual({
      'consent.fcra.authorized': true,
      'consent.fcra.reviewed_disclosure': true,
      'consent.fcra.requested_free_copy_state': true,
    });
  });

  it('sends the free-copy flag for the state-resident-notice attribute, false when no copy was asked for', () => {
    expect(
      consentSubmission({
        attrType: 'consent.fcra.state_resident_notice',
        value: { authorized: true, requestedFreeCopy: false },
        consentHtmlAttrTypes: BOTH_HTML,
      }),
    ).toEqual({
      'consent.fcra.authorized': true,
      'consent.fcra.reviewed_disclosure': true,
      'consent.fcra.requested_free_copy_state': false,
    });
  });

  it('sends no free-copy flag for other FCRA consent attributes', () => {
    expect(
      consentSubmission({ attrType: 'consent.fcra.authorized', value: yes, consentHtmlAttrTypes: BOTH_HTML }),
    ).toEqual({ 'consent.fcra.authorized': true, 'consent.fcra.reviewed_disclosure': true });
  });

  it.each([[['consent.fcra.authorized']], [['consent.fcra.reviewed_disclosure']], [[]]])(
    'drops the authorized consent and the free-copy flag when the consent HTML for either is missing (supplied: %j)',
    (supplied) => {
      expect(
        consentSubmission({ attrType: 'consent.fcra.reviewed_disclosure', value: yes, consentHtmlAttrTypes: supplied }),
      ).toEqual({ 'consent.fcra.reviewed_disclosure': true });
    },
  );

  it("counts the issuer's 'consent.fcra' fallback HTML as present for both", () => {
    expect(
      consentSubmission({
        attrType: 'consent.fcra.state_resident_notice',
        value: yes,
        consentHtmlAttrTypes: [CONSENT_ATTRIBUTES.fcra],
      }),
    ).toEqual({
      'consent.fcra.authorized': true,
      'consent.fcra.reviewed_disclosure': true,
      'consent.fcra.requested_free_copy_state': true,
    });
  });
});
