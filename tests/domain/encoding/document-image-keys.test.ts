import {
  SELFIE_IMAGE_KEY,
  documentImageKey,
  encodeDocumentImages,
  encodeSelfieImage,
} from '../../../src/domain/encoding/document-image-keys';

const image = { data: 'aGk=', mimeType: 'image/jpeg' };
const binary = { data: 'aGk=', mime_type: 'image/jpeg', metadata: {} };

describe('document image keys', () => {
  it('keys regional pages by region, country, document type and page id', () => {
    expect(documentImageKey({ kind: 'regional', region: 'europe', country: 'fr', type: 'id_card' }, 'back')).toBe(
      'identity_assurance.document_verification.europe.fr.id_card.back',
    );
  });

  it('keys legacy US-issued pages as front_image and back_image', () => {
    expect(documentImageKey({ kind: 'legacy-us-issued', type: 'drivers_license' }, 'front')).toBe(
      'identity_assurance.document_verification.us_issued.front_image',
    );
    expect(documentImageKey({ kind: 'legacy-us-issued', type: 'drivers_license' }, 'back')).toBe(
      'identity_assurance.document_verification.us_issued.back_image',
    );
  });

  it('encodes both pages of a driving licence', () => {
    expect(encodeDocumentImages({ kind: 'legacy-us-issued', type: 'drivers_license' }, [image, image])).toEqual({
      ok: true,
      value: {
        'identity_assurance.document_verification.us_issued.front_image': binary,
        'identity_assurance.document_verification.us_issued.back_image': binary,
      },
    });
  });

  it('encodes the single page of a passport', () => {
    expect(
      encodeDocumentImages({ kind: 'regional', region: 'americas', country: 'us', type: 'passport' }, [image]),
    ).toEqual({ ok: true, value: { 'identity_assurance.document_verification.americas.us.passport.front': binary } });
  });

  it('fails, without throwing, when a page is missing', () => {
    const target = { kind: 'regional', region: 'europe', country: 'fr', type: 'id_card' } as const;
    expect(encodeDocumentImages(target, [image])).toEqual({
      ok: false,
      error: 'the back page of the id_card is missing',
    });
    expect(encodeDocumentImages(target, [undefined, image])).toEqual({
      ok: false,
      error: 'the front page of the id_card is missing',
    });
    expect(encodeDocumentImages(target, [image, { data: '', mimeType: 'image/png' }]).ok).toBe(false);
    expect(encodeDocumentImages({ kind: 'legacy-us-issued', type: 'passport' }, []).ok).toBe(false);
  });

  it('fails when more pages than the document has are given', () => {
    expect(encodeDocumentImages({ kind: 'legacy-us-issued', type: 'passport' }, [image, image]).ok).toBe(false);
  });

  it('keys the selfie under the video-selfie attribute, uncropped', () => {
    expect(SELFIE_IMAGE_KEY).toBe('identity_assurance.biometric_verification.video_selfie.selfie_image');
    expect(encodeSelfieImage(image)).toEqual({ [SELFIE_IMAGE_KEY]: { ...binary, cropped: false } });
  });
});
