import {
  ID_FLAG_DEFAULTS,
  UPLOAD_ENABLED_ISSUER_DNS,
  idFeatureFlags,
} from '../../../src/domain/documents/id-feature-flags';

const OTHER_ISSUER = 'cn=acme-staffing,ou=issuers,o=attest';
const NAMED_ISSUER = [...UPLOAD_ENABLED_ISSUER_DNS][0] ?? '';

describe('the ID feature flags', () => {
  it('default to capture retry on, both uploads and the camera overlay off', () => {
    expect(ID_FLAG_DEFAULTS).toEqual({
      captureRetry: true,
      uploadFromMobile: false,
      uploadFromDesktop: false,
      userMediaOverlay: false,
    });
    expect(idFeatureFlags({}, OTHER_ISSUER)).toEqual(ID_FLAG_DEFAULTS);
    expect(idFeatureFlags({ unrelated: true }, null)).toEqual(ID_FLAG_DEFAULTS);
  });

  it('reads each flag by its name in the interview featureFlags', () => {
    expect(
      idFeatureFlags(
        {
          idverify_document_capture_retry_enabled: false,
          idverify_document_upload_from_mobile_enabled: true,
          idverify_document_upload_from_desktop_enabled: true,
          idverify_user_media_overlay_enabled: true,
        },
        OTHER_ISSUER,
      ),
    ).toEqual({ captureRetry: false, uploadFromMobile: true, uploadFromDesktop: true, userMediaOverlay: true });
  });

  it('enables mobile and desktop upload for a named issuer, even against the flags', () => {
    expect(NAMED_ISSUER).toBe('cn=acme-freight,ou=issuers,o=attest');
    const flags = idFeatureFlags(
      { idverify_document_upload_from_mobile_enabled: false, idverify_document_upload_from_desktop_enabled: false },
      NAMED_ISSUER,
    );
    expect(flags).toEqual({ ...ID_FLAG_DEFAULTS, uploadFromMobile: true, uploadFromDesktop: true });
  });
});
