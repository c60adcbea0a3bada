import { catalogue } from '../../domain/language/translation';

/**
 * The shell's own texts (spec 000 §2 'Screens'). Where the spec quotes a text it is used word for
 * word; the rest are ours and marked so.
 */
export const SHELL_TEXTS = catalogue('SHELL_TEXTS', {
  pleaseWait: 'Please wait...',
  poweredBy: 'Powered by',
  learnMore: 'Learn more',
  privacyPolicy: 'Privacy policy',
  terms: 'Terms',
  /** Ours: the spec names a logout control without its label. */
  logout: 'Log out',
  /** Ours: why a link, Back or the logout did nothing while a submission or a save is under way. */
  stayWhileSending: 'Please stay on this page until your information has been sent.',
  /** Ours: the accessible name of a snackbar's and a modal's close button. */
  close: 'Close',
  /** Ours: the skip link keyboard users meet first. */
  skipToContent: 'Skip to main content',
  /** Ours: the accessible name of the overview's list of tiles. */
  questionsList: 'Questions',
  /** The overview's link back to the issuer (spec 000 §2). */
  returnLink: 'Return',
  /** Ours: what screen readers hear for a tile's red asterisk and check mark. */
  required: 'required',
  completed: 'completed',
  /** Ours: the accessible name of a complete tile (not a link, so it is named here). */
  completedTile: (title: string, required: boolean): string => `${title}${required ? ' (required)' : ''}, completed`,
  /** Ours: the accessible name of the issuer's logo. */
  logoOf: (issuer: string): string => `${issuer} logo`,
  /** Ours: the shared dropdown's empty first choice (SelectField) when its caller gives none. */
  choose: 'Select...',
} as const);
