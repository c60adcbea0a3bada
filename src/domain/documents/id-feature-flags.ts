/** The ID feature flags of spec 000 §3 and spec 001 §9, by their names in the interview's featureFlags. */
export const ID_FLAG_NAMES = {
  captureRetry: 'idverify_document_capture_retry_enabled',
  uploadFromMobile: 'idverify_document_upload_from_mobile_enabled',
  uploadFromDesktop: 'idverify_document_upload_from_desktop_enabled',
  userMediaOverlay: 'idverify_user_media_overlay_enabled',
} as const;

/**
 * What each ID flag does here (spec 000 §3 gives only names and defaults; the choices are ours):
 * - captureRetry (default on): the scan is verified (POST /IDVerify, readability, polling) with
 *   its failure screens and retakes; off, it is sent with the legacy submit (POST /IDSubmit)
 *   directly, without verification.
 * - uploadFromMobile (default off): on a phone, 'Choose a photo' is offered beside the camera.
 * - uploadFromDesktop (default off): on a desktop, the link to the single-page upload (each page
 *   chosen as a file on the computer) is offered beside the hand-off to a phone.
 * - userMediaOverlay (default off): on, the app's own camera overlay with the document frame; off,
 *   the phone's own camera app through a file input with capture="environment" (the overlay falls
 *   back to the same input when the camera cannot be used). A desktop has no camera app behind
 *   that input, so there the applicant's 'use this computer' always opens the overlay.
 */
export interface IdFeatureFlags {
  readonly captureRetry: boolean;
  readonly uploadFromMobile: boolean;
  readonly uploadFromDesktop: boolean;
  readonly userMediaOverlay: boolean;
}

export const ID_FLAG_DEFAULTS: IdFeatureFlags = {
  captureRetry: true,
  uploadFromMobile: false,
  uploadFromDesktop: false,
  userMediaOverlay: false,
};

/**
 * Spec 000 §3: 'some named issuers get mobile and desktop upload enabled'; the spec names none.
 * Ours, keyed by the issuer's distinguished name: the sandbox's Acme Freight (its ID scenarios
 * show the uploads), to which real issuers are added as they ask for it.
 */
export const UPLOAD_ENABLED_ISSUER_DNS: ReadonlySet<string> = new Set(['cn=acme-freight,ou=issuers,o=attest']);

/**
 * The ID flags of an interview: each as its featureFlags set it, else its default; a named issuer
 * gets both uploads on whatever the flags say (the override is the point of naming it).
 */
export function idFeatureFlags(
  featureFlags: Readonly<Record<string, boolean | undefined>>,
  issuerDn: string | null,
): IdFeatureFlags {
  const flag = (name: keyof IdFeatureFlags): boolean => featureFlags[ID_FLAG_NAMES[name]] ?? ID_FLAG_DEFAULTS[name];
  const named = issuerDn !== null && UPLOAD_ENABLED_ISSUER_DNS.has(issuerDn);
  return {
    captureRetry: flag('captureRetry'),
    uploadFromMobile: named || flag('uploadFromMobile'),
    uploadFromDesktop: named || flag('uploadFromDesktop'),
    userMediaOverlay: flag('userMediaOverlay'),
  };
}
