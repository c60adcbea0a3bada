/**
 * What a business help article can be about (spec 000 §2: 'Help links to support articles vary by
 * step and question kind'): each question kind of the business flow (spec 000 §3 attribute types)
 * and each step of the three-step timeline. The screens index the articles by CaseQuestionKind, so a
 * new kind that is not a topic does not compile. The runtime configuration's `helpArticles` maps these
 * to addresses; a topic without an article shows no help link.
 *
 * Spec is silent on the cancelled case ('Application Canceled' replaces the third step): it is the
 * third step in its error state, so it uses the third step's article.
 *
 * The start script carries this module (the configuration is read at start): what only the business
 * screens use lives beside them (STEP_HELP_TOPICS in case-timeline.ts).
 */
export const HELP_TOPICS = [
  'gls.businessaddress',
  'gls.businessowners',
  'gls.businessownersandfieldworkers',
  'gls.fieldworkers',
  'step.collect',
  'step.processing',
  'step.results',
] as const;

export type HelpTopic = (typeof HELP_TOPICS)[number];

/** The help articles the configuration gives, by topic; a topic left out has none. */
export type HelpArticles = Readonly<Partial<Record<HelpTopic, string>>>;
