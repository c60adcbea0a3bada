import { IMAGE_PROBLEM_MESSAGES } from '../../../src/domain/errors/question-messages';
import { imageProblemOf } from '../../../src/domain/images/pipeline-fault';
import { checkProcessedSize } from '../../../src/domain/images/processed-size';
import { SELFIE_MAX_BYTES } from '../../../src/domain/validation/selfie';

describe('the image problem of each pipeline fault', () => {
  it('calls undecodable bytes corrupted', () => {
    expect(imageProblemOf('undecodable')).toBe('corrupted');
    expect(IMAGE_PROBLEM_MESSAGES[imageProblemOf('undecodable')]).toBe('Image could not be rendered');
  });

  it('calls an empty original empty', () => {
    expect(IMAGE_PROBLEM_MESSAGES[imageProblemOf('original-empty')]).toBe('Empty original ID scan detected');
  });

  it('calls a missing or empty re-encoded output empty-processed', () => {
    expect(imageProblemOf('not-encoded')).toBe('empty-processed');
    expect(imageProblemOf('output-empty')).toBe('empty-processed');
    expect(IMAGE_PROBLEM_MESSAGES['empty-processed']).toBe('Invalid file passed');
  });
});

describe('the 10 MB limit on the processed JPEG', () => {
  it('accepts exactly 10 MB and refuses one byte more with the spec text', () => {
    expect(checkProcessedSize(SELFIE_MAX_BYTES)).toEqual({ valid: true });
    expect(checkProcessedSize(SELFIE_MAX_BYTES + 1)).toEqual({
      valid: false,
      message: 'Too large image. Only image smaller than 10 MB can be uploaded.',
    });
  });

  it('accepts a 4 MB output whatever the original weighed', () => {
    expect(checkProcessedSize(4 * 1024 * 1024).valid).toBe(true);
  });
});
