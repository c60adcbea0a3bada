import { IMAGE_PROBLEM_MESSAGES } from '../../../src/domain/errors/question-messages';
import { imageProblemOf } from '../../../src/domain/images/pipeline-fault';

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
