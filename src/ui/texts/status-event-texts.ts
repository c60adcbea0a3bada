import type { RequestEventType } from '../../domain/request-status/request-events';
import { catalogue } from '../../domain/language/translation';

/**
 * Ours: what the status timeline says of each request event (spec 000 §4 'Events' names them, not
 * their texts), in the applicant's words, and its date. Kept apart from SCREEN_TEXTS so the start
 * script does not carry them: only the status page (a lazy chunk) shows events.
 */
export const STATUS_EVENT_TEXTS = catalogue('STATUS_EVENT_TEXTS', {
  event: {
    'relyingparty-initiated': 'The organisation sent the request',
    'idowner-accepted': 'You accepted the request',
    'idowner-declined': 'You declined the request',
    'idowner-error': 'Something went wrong with your submission',
    'idowner-requested_attribute_review': 'You asked for a review of your information',
    'relyingparty-terminated': 'The organisation ended the request',
  } satisfies { readonly [K in RequestEventType]: string },
  /** One event and its date when the record gives one. */
  line: (text: string, date: string | null): string => (date === null ? `${text}.` : `${text} on ${date}.`),
} as const);
