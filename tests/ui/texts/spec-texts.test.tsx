import { CAPTURE_TEXTS } from '../../../src/ui/texts/capture-texts';
import { HAND_OFF_SPEC_TEXTS } from '../../../src/ui/texts/hand-off-texts';
import { LIVENESS_TEXTS } from '../../../src/ui/texts/liveness-texts';
import { SCREEN_TEXTS } from '../../../src/ui/texts/screen-texts';
import { SHELL_TEXTS } from '../../../src/ui/texts/shell-texts';

/**
 * The spec's quoted texts that the UI's own catalogues hold, against the spec's words written out
 * here (never read from the code nor from the spec files), as tests/domain/spec-texts.test.ts does
 * for the domain's. Each row: where the spec quotes it, the value the code gives, the spec's words.
 */
const SPEC_TEXTS: readonly (readonly [where: string, actual: string, spec: string])[] = [
  ['000 §2 loading screen', SHELL_TEXTS.pleaseWait, 'Please wait...'],
  ['000 §1 footer', SHELL_TEXTS.poweredBy, 'Powered by'],
  ['000 §2 return link', SHELL_TEXTS.returnLink, 'Return'],
  ['000 §2 checkout name', SCREEN_TEXTS.checkout.name, 'Name'],
  ['000 §2 checkout card', SCREEN_TEXTS.checkout.card, 'Card'],
  ['000 §2 checkout expiry', SCREEN_TEXTS.checkout.expiry, 'Expiry'],
  ['000 §2 checkout CVC', SCREEN_TEXTS.checkout.cvc, 'CVC'],
  ['000 §2 checkout zip', SCREEN_TEXTS.checkout.zip, 'Zip'],
  ['000 §2 status page', SCREEN_TEXTS.status.whatHappensNext, 'What happens next?'],
  ['001 §2.1 selfie', CAPTURE_TEXTS.takeSelfie, 'Take a selfie'],
  ['001 §2.1 camera overlay', CAPTURE_TEXTS.waitingForCamera, 'Waiting for access to camera...'],
  ['001 §2.1 delegation send', HAND_OFF_SPEC_TEXTS.send, 'Send 1-Time Text'],
  ['001 §2.1 delegation sending', HAND_OFF_SPEC_TEXTS.sending, 'Sending...'],
  ['001 §2.1 delegation sent', HAND_OFF_SPEC_TEXTS.sent, 'Sent!'],
  ['001 §2.1 video selfie heading', LIVENESS_TEXTS.heading, 'Get ready for your video selfie'],
  ['001 §2.1 video selfie loading', LIVENESS_TEXTS.loading, 'Please read the instructions...'],
  ['001 §2.1 video selfie button', LIVENESS_TEXTS.start, 'Continue'],
  ['001 §2.1 video selfie submitting', LIVENESS_TEXTS.submitting, 'Submitting verification'],
];

describe("the spec's own words (every quoted text the UI's catalogues hold)", () => {
  it.each(SPEC_TEXTS)('%s', (_where, actual, spec) => {
    expect(actual).toBe(spec);
  });
});
