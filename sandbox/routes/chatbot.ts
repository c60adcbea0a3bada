import { FIRST_DELAY_NOTICE_DAYS, SECOND_DELAY_NOTICE_DAYS } from '../../src/domain/request-status/processing-notices';
import { REQUEST_STATUS_MESSAGES } from '../../src/domain/request-status/messages';
import {
  MAX_VERIFICATION_ATTEMPTS,
  VERIFICATION_EXPIRY_DAYS,
} from '../../src/domain/request-status/verification-limits';
import { REQUEST_STATUS_MESSAGES_ES } from '../../src/domain/request-status/messages.es';
import { THANK_YOU_TEXTS } from '../../src/domain/stage/thank-you';
import { THANK_YOU_TEXTS_ES } from '../../src/domain/stage/thank-you.es';
import type { Language } from '../../src/domain/language/language';
import { VALIDATION_MESSAGES } from '../../src/domain/validation/messages';
import { VALIDATION_MESSAGES_ES } from '../../src/domain/validation/messages.es';
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
type Faq = readonly (readonly [RegExp, (context: ChatbotContext) => string])[];

const FAQ: Faq = [
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

const supportLineEs = ({ issuerName, support }: ChatbotContext): string => {
  const ways = [support?.email, support?.phone].filter((way): way is string => way !== undefined && way !== '');
  return ways.length > 0
    ? `Puede comunicarse con el soporte de ${issuerName} en ${ways.join(' o ')}.`
    : 'Use el enlace de soporte al pie de la página para comunicarse con el equipo de soporte.';
};

const TOPICS_LINE_ES =
  'Puedo explicarle qué pide la pregunta del seguro, cuánto tardan las verificaciones, cómo se protegen sus datos, ' +
  'qué pasa después de enviar y cómo comunicarse con soporte.';

/**
 * The same FAQ for an applicant who reads Spanish (issue 28: the chatbot call says the language in
 * Accept-Language), from the Spanish catalogues, so Evie says what the Spanish screens say. 'Seguro'
 * is both insurance and safe: a question about data ('¿Están seguros mis datos?') is matched first.
 */
const FAQ_ES: Faq = [
  [/^\s*(hola|buen[oa]s)\b/i, () => `¡Hola! ${TOPICS_LINE_ES}`],
  [
    /datos|privacidad|privad|compart|guard|proteg/i,
    ({ issuerName }) =>
      `Sus respuestas viajan por una conexión cifrada a ${issuerName}, que las pidió, y a nadie más. ` +
      'No se guardan en su navegador, y yo nunca las veo: solo veo lo que usted escribe aquí.',
  ],
  [
    /seguro|p[oó]liza|cobertura/i,
    () =>
      'La pregunta del seguro pide el número de su póliza, tal como aparece en los documentos de la póliza. ' +
      `${VALIDATION_MESSAGES_ES.lettersDigitsHyphenSpace}.`,
  ],
  [
    /cu[aá]nto|tarda|cu[aá]ndo|d[ií]as|esperar|vence/i,
    () =>
      `Una vez que envíe, ${REQUEST_STATUS_MESSAGES_ES.alerts.processing.toLowerCase()}; la mayoría de las verificaciones ` +
      `terminan en unos días. Si tarda ${FIRST_DELAY_NOTICE_DAYS} días o más, la página de estado lo indica, y a partir ` +
      `de ${SECOND_DELAY_NOTICE_DAYS} días ofrece abrir un caso de soporte. Una solicitud vence ${VERIFICATION_EXPIRY_DAYS} ` +
      `días después de enviarse, y una verificación se intenta como máximo ${MAX_VERIFICATION_ATTEMPTS === 2 ? 'dos' : MAX_VERIFICATION_ATTEMPTS} veces.`,
  ],
  [
    /enviar|env[ií]o|despu[eé]s|siguiente|estado|notific|resultado|gracias/i,
    () =>
      `Después de enviar, la página de agradecimiento dice: "${THANK_YOU_TEXTS_ES.message}" ` +
      'La página de estado muestra luego en qué punto está su solicitud, desde el envío hasta los resultados.',
  ],
  [/soporte|contact|persona|tel[eé]fono|correo|ayuda/i, (context) => supportLineEs(context)],
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

/** In Spanish: the conversation questions asked in Spanish. */
function aboutConversationEs(question: string, earlier: Conversation): string | null {
  if (/qu[eé] (le )?pregunt[eé]|mi [uú]ltima pregunta/i.test(question)) {
    const last = earlier.at(-1);
    return last === undefined ? 'Es lo primero que me pregunta.' : `Usted preguntó: "${last}"`;
  }
  if (/cu[aá]ntas (preguntas|mensajes)/i.test(question)) {
    const count = earlier.length;
    return count === 0
      ? 'Es su primera pregunta.'
      : `Antes de esta, me hizo ${count} pregunta${count === 1 ? '' : 's'}.`;
  }
  return null;
}

/**
 * Evie's answer to `question`, given what was asked before in the same conversation, in the
 * language the applicant reads (the call's Accept-Language; English for any other or none).
 */
export function chatbotAnswer(
  question: string,
  earlier: Conversation,
  context: ChatbotContext,
  language: Language = 'en',
): string {
  const spanish = language === 'es';
  const remembered = (spanish ? aboutConversationEs : aboutConversation)(question, earlier);
  if (remembered !== null) return remembered;
  const topic = (spanish ? FAQ_ES : FAQ).find(([pattern]) => pattern.test(question));
  if (topic !== undefined) return topic[1](context);
  return spanish
    ? `No estoy segura de eso. ${TOPICS_LINE_ES} ${supportLineEs(context)}`
    : `I'm not sure about that one. ${TOPICS_LINE} ${supportLine(context)}`;
}
