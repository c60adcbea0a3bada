import { documentImageTargetOf, idScanSubmission } from '../../../src/domain/documents/id-scan-submission';
import { err } from '../../../src/domain/shared/result';
import { makeQuestion } from '../questions/make-question';

const page = (data: string) => ({ data, mimeType: 'image/jpeg' });
const PREFIX = 'identity_assurance.document_verification';

describe('the ID scan submission', () => {
  it('sends a legacy question under the us_issued front_image and back_image keys', () => {
    const legacy = makeQuestion(`${PREFIX}.us_issued`, { shareWith: ['acme'], metadata: { isLegacy: true } });
    expect(documentImageTargetOf(legacy, 'drivers_license')).toEqual({
      kind: 'legacy-us-issued',
      type: 'drivers_license',
    });
    expect(idScanSubmission(legacy, 'drivers_license', [page('F'), page('B')])).toEqual({
      ok: true,
      value: {
        [`${PREFIX}.us_issued.front_image`]: {
          shareWith: ['acme'],
          value: { data: 'F', mime_type: 'image/jpeg', metadata: {} },
        },
        [`${PREFIX}.us_issued.back_image`]: {
          shareWith: ['acme'],
          value: { data: 'B', mime_type: 'image/jpeg', metadata: {} },
        },
      },
    });
  });

  it('sends a question that prescribes its region and country under the regional keys', () => {
    const regional = makeQuestion(`${PREFIX}.europe.FR.passport`, {
      shareWith: ['acme'],
      metadata: { regionPrescribed: 'europe', countryPrescribed: 'FR', documentPrescribed: 'passport' },
    });
    expect(documentImageTargetOf(regional, 'passport')).toEqual({
      kind: 'regional',
      region: 'europe',
      country: 'FR',
      type: 'passport',
    });
    const submission = idScanSubmission(regional, 'passport', [page('P')]);
    expect(submission.ok && Object.keys(submission.value)).toEqual([`${PREFIX}.europe.FR.passport.front`]);
  });

  it('sends an id-scan question with neither as the legacy US-issued document', () => {
    const plain = makeQuestion('documents.identity', { metadata: { regionPrescribed: 'europe' } });
    expect(documentImageTargetOf(plain, 'id_card')).toEqual({ kind: 'legacy-us-issued', type: 'id_card' });
  });

  it('fails when a page is missing', () => {
    const legacy = makeQuestion(`${PREFIX}.us_issued`, { metadata: { isLegacy: true } });
    expect(idScanSubmission(legacy, 'id_card', [page('F')])).toEqual(err('the back page of the id_card is missing'));
  });
});
