/** The attribute types of the consent questions and of what their submission sends (spec 001 §5.10). */
export const CONSENT_ATTRIBUTES = {
  biometricAuthorization: 'consent.biometric.authorization',
  /** The key of the issuer's fallback consent HTML. */
  fcra: 'consent.fcra',
  fcraAuthorized: 'consent.fcra.authorized',
  fcraReviewedDisclosure: 'consent.fcra.reviewed_disclosure',
  fcraStateResidentNotice: 'consent.fcra.state_resident_notice',
  /**
   * Spec is silent on the free-copy flag's attribute name ("a requested-free-copy-state flag"):
   * it is sent under this key, beside the other FCRA attributes, as a boolean.
   */
  fcraRequestedFreeCopyState: 'consent.fcra.requested_free_copy_state',
} as const;

/** Which consent a question asks for. */
export type ConsentQuestionKind =
  { readonly kind: 'biometric' } | { readonly kind: 'fcra'; readonly offersFreeCopy: boolean };

/**
 * The consent a question of this attribute type asks for: biometric authorization, or the FCRA
 * consent, which offers the free copy on the reviewed-disclosure and state-resident-notice
 * attributes (spec 001 §5.10).
 */
export function consentQuestionKind(attrType: string): ConsentQuestionKind {
  if (attrType === CONSENT_ATTRIBUTES.biometricAuthorization) return { kind: 'biometric' };
  const offersFreeCopy =
    attrType === CONSENT_ATTRIBUTES.fcraReviewedDisclosure || attrType === CONSENT_ATTRIBUTES.fcraStateResidentNotice;
  return { kind: 'fcra', offersFreeCopy };
}
