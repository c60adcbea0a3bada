import type { SomeTexts } from '../language/given-translations';
import type { TranslatedLanguage } from '../language/language';
import type { QuestionConstraints } from './constraints';

/** The icon a question tile shows. */
export type QuestionIcon = 'camera' | 'keyboard';

/**
 * The metadata texts an issuer writes for the applicant to read, which it may give per language
 * (issue 28, `metadata.translations`, contracts/README.md 'Languages').
 */
export const QUESTION_TEXT_FIELDS = [
  'title',
  'submittedTitle',
  'description',
  'instructions',
  'completedInformation',
  'emptyInformation',
] as const;

export type QuestionTextField = (typeof QUESTION_TEXT_FIELDS)[number];

/** A question's texts by language (`{ es: { title, description } }`), each any subset of them. */
export type QuestionTranslations = Readonly<Partial<Record<TranslatedLanguage, SomeTexts<QuestionTextField>>>>;

/** Everything spec 001 §3.1 (and spec 000 §3) lists under a question's metadata; all optional. */
export interface QuestionMetadata {
  readonly title?: string;
  readonly submittedTitle?: string;
  readonly description?: string;
  readonly instructions?: string;
  readonly completedInformation?: string;
  readonly emptyInformation?: string;
  readonly inputType?: string;
  readonly copySource?: string;
  readonly autoConfirmation?: boolean;
  readonly required?: boolean;
  readonly submissionAttrType?: string;
  readonly icon?: QuestionIcon;
  readonly constraints?: QuestionConstraints;
  readonly hidden?: boolean;
  readonly nextAttrTypes?: readonly string[];
  /**
   * Read and kept, on purpose not acted on. Spec 000 §3 and 001 §3.1 list docTypeAttr among the
   * metadata and say nothing of what it does; every use the spec does describe is served
   * otherwise: the document type an applicant picks travels inside the ID scan answer (spec 001
   * §3.5 'type') and in its image keys (§7.1 '[doctype]'), and a question's own type is prescribed
   * by documentPrescribed (§9 'unless the question prescribes one'). Guessing an attribute to send
   * the type under would send an answer the service never asked for.
   */
  readonly docTypeAttr?: string;
  readonly regionPrescribed?: string;
  readonly countryPrescribed?: string;
  readonly documentPrescribed?: string;
  readonly isLegacy?: boolean;
  readonly selfieAttrType?: string;
  /**
   * A 'smart-attribute:json-schema' question's form (this project's, contracts/README.md 'Schema
   * forms'): the raw JSON as sent, read by parseFormSchema when the question opens, so a bad schema
   * fails that question's screen only, never the question list.
   */
  readonly schema?: unknown;
  /** The form is locked by role-based access (spec 001 §6): every field disabled with a lock icon. */
  readonly roleBasedAccess?: boolean;
  /**
   * The texts above in other languages (this project's, issue 28): read leniently (a language
   * Attest does not speak, or a text that is not a string, is left out) and applied by the store
   * for the page's language (questionIn), the English as given where a language has none.
   */
  readonly translations?: QuestionTranslations;
}

/**
 * One question of the interview: it collects one attribute. `type` is kept as sent (an input kind
 * or 'smart-attribute:{kind}'); `fieldKindOf` turns it into a field or an error, because an unknown
 * type is an error of the question screen only, not of the whole list (spec 000 §2).
 */
export interface Question {
  readonly attrType: string;
  readonly type?: string;
  readonly complete: boolean;
  readonly hasError: boolean;
  readonly shareWith: readonly string[];
  readonly metadata: QuestionMetadata;
}
