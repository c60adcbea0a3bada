import { catalogue } from '../../domain/language/translation';
/**
 * The hand-off panel's words. The text button's three labels are spec 001 §2.1 'Selfie' word for
 * word; everything under OURS is this project's own (the QR code, the copyable link and the
 * waiting line are beyond the spec, which only summarises delegation).
 */
export const HAND_OFF_SPEC_TEXTS = catalogue('HAND_OFF_SPEC_TEXTS', {
  send: 'Send 1-Time Text',
  sending: 'Sending...',
  sent: 'Sent!',
} as const);

/** Ours, not in the spec. `capture` names what the phone takes, e.g. 'selfie'. */
export const HAND_OFF_TEXTS = catalogue('HAND_OFF_TEXTS', {
  heading: 'Continue on your phone',
  intro: (capture: string) => `Your ${capture} is taken with a phone's camera. Get a link by text, or scan the code.`,
  /** Where the service offers no hand-off codes, so there is no QR code (hand-off-panel.tsx). */
  introTextOnly: (capture: string) => `Your ${capture} is taken with a phone's camera. Get a link by text.`,
  phoneLabel: 'Mobile phone number',
  phoneCountry: 'Country',
  textHeading: 'Get a text',
  qrHeading: 'Or scan this code',
  qrImage: 'QR code of the link below',
  qrLoading: 'Making a code...',
  linkLabel: 'Link for your phone',
  copy: 'Copy',
  copied: 'Link copied.',
  copyFailed: 'Select the link and copy it.',
  /** The locale the expiry time is written in ('4:15 PM'), so it follows the page's language, not the browser's. */
  timeLocale: 'en-US',
  expiresAt: (time: string) => `This code works once, until ${time}.`,
  used: 'Your phone opened this code. Finish there, or show a new code to use another phone.',
  expired: 'This code has expired.',
  failed: "We couldn't make a code. Try again in a few minutes.",
  newCode: 'Show a new code',
  waiting: (capture: string) => `Waiting for your phone... This page moves on by itself once your ${capture} is done.`,
} as const);
