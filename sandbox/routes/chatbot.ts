import { FIRST_DELAY_NOTICE_DAYS, SECOND_DELAY_NOTICE_DAYS } from '../../src/domain/request-status/processing-notices';
import { REQUEST_STATUS_MESSAGES } from '../../src/domain/request-status/messages';
import {
  MAX_VERIFICATION_ATTEMPTS,
  VERIFICATION_EXPIRY_DAYS,
} from '../../src/domain/request-status/verification-limits';
import { THANK_YOU_TEXTS } from '../../src/domain/stage/thank-you';
import { VALIDATION_MESSAGES } from '../../src/domain/validation/messages';
import type { SupportContactInfo } from '../catalogue/issuers';

/** What Evie knows of the applicant's request: who asked, and how to reach their support. */
export interface ChatbotContext {
  readonly issuerName: string;
  readonly support: SupportContactInfo | null;
}

/** A conversation so far: the questions asked under one Session-Id, oldest first. */
export type Conversation = readonly string[];

const supportLine = ({ issuerName, support }: ChatbotContext): string => {
  const ways = [support?.email, support?.phone].filter((way): way is string => way !== undefined && way !== '');
  return ways.length > 0
    ? `You can reach ${issuerName}'s support at ${ways.join(' or ')}.`
    : 'Use the support link at the bottom of the page to reach the support team.';
};

const TOPICS_LINE =
  'I can tell you what the insurance question asks, how long checks take, how your data is kept safe, ' +
  'what happens after you submit, and how to reach support.';

/**
 * Evie's FAQ in the sandbox, written from the product's own texts (the field's rule, the thank-you
 * and status texts, the verification limits) so its answers say what the app says. Spec is silent
 * on the chatbot's knowledge; first match wins, so the more specific topics come first.
 */
const FAQ: readonly (readonly [RegExp, (context: ChatbotContext) => string])[] = [
  [/^\s*(hi|hello|hey)\b/i, () => `Hello! ${TOPICS_LINE}`],
  [
    /insurance|policy|coverage/i,
    () =>
      'The insurance question asks for your policy number, exactly as it appears on your policy documents. ' +
      `${VALIDATION_MESSAGES.lettersDigitsHyphenSpace}.`,
  ],
  [
    /how long|take|when|days|wait|expire/i,
    () =>
      `Once you submit, ${REQUEST_STATUS_MESSAGES.alerts.processing.toLowerCase()}; most checks finish within a few days. ` +
      `If it takes ${FIRST_DELAY_NOTICE_DAYS} days or more the status page says so, and from ${SECOND_DELAY_NOTICE_DAYS} days ` +
      `it offers a support ticket. A request expires ${VERIFICATION_EXPIRY_DAYS} days after it is sent, and a check is ` +
      `attempted at most ${MAX_VERIFICATION_ATTEMPTS === 2 ? 'two' : MAX_VERIFICATION_ATTEMPTS} times.`,
  ],
  [
    /safe|secur|privacy|private|data|share|store/i,
    ({ issuerName }) =>
      `Your answers travel over an encrypted connection to ${issuerName}, who asked for them, and to no one else. ` +
      'They are not kept in your browser, and I never see them: I only see what you type here.',
  ],
  [
    /submit|after|next|status|notif|result|thank/i,
    () =>
      `After you submit, the thank-you page says: "${THANK_YOU_TEXTS.message}" ` +
      'The status page then shows where your request stands, from request sent to results sent.',
  ],
  [/support|contact|human|person|phone|e-?mail|help/i, (context) => supportLine(context)],
];

/** Questions about the conversation itself: they show the Session-Id keeps one conversation. */
function aboutConversation(question: string, earlier: Conversation): string | null {
  if (/what did i (just )?ask|my (last|previous) question/i.test(question)) {
    const last = earlier.at(-1);
    return last === undefined ? 'This is the first thing you asked me.' : `You asked: "${last}"`;
  }
  if (/how many (questions|messages|things)/i.test(question)) {
    const count = earlier.length;
    return count === 0
      ? 'This is your first question.'
      : `Before this one, you asked me ${count} question${count === 1 ? '' : 's'}.`;
  }
  return null;
}

/** Evie's answer to `question`, given what was asked before in the same conversation. */
export function chatbotAnswer(question: string, earlier: Conversation, context: ChatbotContext): string {
  const remembered = aboutConversation(question, earlier);
  if (remembered !== null) return remembered;
  const topic = FAQ.find(([pattern]) => pattern.test(question));
  if (topic !== undefined) return topic[1](context);
  return `I'm not sure about that one. ${TOPICS_LINE} ${supportLine(context)}`;
}
