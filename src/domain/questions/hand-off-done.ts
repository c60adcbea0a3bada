import { catalogue } from '../language/translation';
/**
 * What a phone says once it has answered the question a computer handed to it (hand-off codes are
 * this project's addition: contracts/README.md). Spec is silent; ours, written for someone who has
 * the computer beside them: the step is done, and the interview goes on there.
 */
export const HAND_OFF_DONE_TEXTS = catalogue('HAND_OFF_DONE_TEXTS', {
  heading: 'All done on this phone',
  goBack: 'Go back to your computer to continue.',
} as const);
