import type { ConsentValue } from '../validation/consent';
import { CONSENT_ATTRIBUTES, consentQuestionKind } from './consent-attributes';
import { consentHtmlFor } from './consent-html';
import { assertNever } from '../shared/assert-never';

/** The attributes a consent question sends, attribute type → boolean (spec 001 §3.3: consent values are booleans). */
export type ConsentAttributes = Readonly<Record<string, boolean>>;

export interface ConsentSubmissionInput {
  /** The consent question's attribute type. */
  readonly attrType: string;
  /** The answer: the required checkbox and the optional free-copy request. */
  readonly value: ConsentValue;
  /** The attribute types the issuer supplied consent HTML for ('consent.fcra' is the fallback for all). */
  readonly consentHtmlAttrTypes: readonly string[];
}

/**
 * What a consent question sends (spec 001 §5.10, 000 §5):
 * - biometric authorization sends only 'consent.biometric.authorization';
 * - otherwise 'consent.fcra.authorized' and 'consent.fcra.reviewed_disclosure', plus the free-copy
 *   flag when the question is the reviewed-disclosure or state-resident-notice one;
 * - the authorized consent is dropped, and the free-copy flag with it, when the issuer's consent
 *   HTML for either 'consent.fcra.authorized' or 'consent.fcra.reviewed_disclosure' is missing.
 *
 * Spec is silent on several details, decided here:
 * - HTML counts as present when the screen shows the issuer's HTML for that attribute, i.e. its
 *   own entry or the 'consent.fcra' fallback, since the fallback is what the applicant read;
 * - the reviewed-disclosure value is the authorized checkbox (ticking 'I have read and accept
 *   this disclosure' is how the applicant reviews it);
 * - the free-copy flag is sent as false when the applicant did not ask for a copy.
 * The value is not validated here: callers encode a valid answer only.
 */
export function consentSubmission(input: ConsentSubmissionInput): ConsentAttributes {
  const question = consentQuestionKind(input.attrType);
  switch (question.kind) {
    case 'biometric':
      return { [CONSENT_ATTRIBUTES.biometricAuthorization]: input.value.authorized };
    case 'fcra': {
      const html = Object.fromEntries(input.consentHtmlAttrTypes.map((attrType) => [attrType, true]));
      const htmlComplete =
        consentHtmlFor(html, CONSENT_ATTRIBUTES.fcraAuthorized) !== undefined &&
        consentHtmlFor(html, CONSENT_ATTRIBUTES.fcraReviewedDisclosure) !== undefined;
      return {
        ...(htmlComplete ? { [CONSENT_ATTRIBUTES.fcraAuthorized]: input.value.authorized } : {}),
        [CONSENT_ATTRIBUTES.fcraReviewedDisclosure]: input.value.authorized,
        ...(htmlComplete && question.offersFreeCopy
          ? { [CONSENT_ATTRIBUTES.fcraRequestedFreeCopyState]: input.value.requestedFreeCopy }
          : {}),
      };
    }
    default:
      return assertNever(question, 'consent question');
  }
}
