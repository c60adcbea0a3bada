import { DELEGATION_MESSAGES, isPermanentDelegationMessage } from '../../../src/domain/errors/delegation-messages';
import { LIVENESS_MESSAGES, UPLOAD_MESSAGES } from '../../../src/domain/errors/question-messages';

describe('the question-level and delegation messages', () => {
  it('lists rejected files in the upload snackbar', () => {
    expect(UPLOAD_MESSAGES.filesRejected(['a.png', 'b.pdf'])).toBe(
      'The following files are empty, corrupted or unsupported: a.png, b.pdf.',
    );
    expect(UPLOAD_MESSAGES.selfieRejected('me.heic')).toBe(
      'Selected file is empty, corrupted or unsupported: me.heic.',
    );
  });

  it('says try in the singular for one remaining liveness try', () => {
    expect(LIVENESS_MESSAGES.triesRemaining(1)).toBe('You have 1 try remaining');
    expect(LIVENESS_MESSAGES.triesRemaining(3)).toBe('You have 3 tries remaining');
  });

  it('keeps only the delegation failure message on screen until it is closed', () => {
    expect(isPermanentDelegationMessage('failure')).toBe(true);
    expect(isPermanentDelegationMessage('success')).toBe(false);
    expect(DELEGATION_MESSAGES.limitReached).toBe(
      "We already sent a text. If you don't see one, please refresh the page.",
    );
  });
});
