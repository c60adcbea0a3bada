import { catalogue } from '../language/translation';
import type { Question } from './question';
import { isRequired } from './required';

export const DOCUMENT_VERIFICATION_PREFIX = 'identity_assurance.document_verification.';

/** The one legacy question every US-issued document attribute merges into (spec 001 §4, §7.1). */
export const US_DOCUMENT_ATTR_TYPE = 'identity_assurance.document_verification.us_issued';

/** The grouping's own words. */
export const DOCUMENT_GROUPING_TEXTS = catalogue('DOCUMENT_GROUPING_TEXTS', {
  /** Spec is silent on the merged question's title when its first member has none. */
  defaultTitle: 'Document verification',
} as const);

/** What a document-verification attribute type says about itself. */
export type DocumentAttribute =
  | { readonly kind: 'us-issued' }
  | {
      readonly kind: 'per-type';
      readonly region: string;
      readonly country: string;
      readonly documentType: string;
      readonly page: string;
      /** The attribute type without its page id: one question per document type. */
      readonly groupAttrType: string;
    };

/**
 * Reads identity_assurance.document_verification.[region].[country].[doctype].[page id] (spec 001
 * §7.1). The exact US test: the first segment after the prefix is the legacy 'us_issued', or the
 * region or the country segment is 'us' (case-insensitive). Anything else needs all four segments
 * to be a document page; shorter ones are not document pages and stay ordinary questions.
 */
export function classifyDocumentAttribute(attrType: string): DocumentAttribute | null {
  if (!attrType.startsWith(DOCUMENT_VERIFICATION_PREFIX)) return null;
  const segments = attrType.slice(DOCUMENT_VERIFICATION_PREFIX.length).split('.');
  const [region = '', country = '', documentType = ''] = segments;
  const lower = [region.toLowerCase(), country.toLowerCase()];
  if (lower[0] === 'us_issued' || lower.includes('us')) return { kind: 'us-issued' };
  if (segments.length < 4 || segments.some((s) => s === '')) return null;
  return {
    kind: 'per-type',
    region,
    country,
    documentType,
    page: segments.slice(3).join('.'),
    groupAttrType: `${DOCUMENT_VERIFICATION_PREFIX}${region}.${country}.${documentType}`,
  };
}

/**
 * The attribute type of the merged question a document page attribute belongs to (the legacy
 * US-issued question, or its document type's), or null for any other attribute.
 */
export function documentQuestionOf(attrType: string): string | null {
  const attribute = classifyDocumentAttribute(attrType);
  if (attribute === null) return null;
  return attribute.kind === 'us-issued' ? US_DOCUMENT_ATTR_TYPE : attribute.groupAttrType;
}

const unique = (values: readonly string[]): readonly string[] => [...new Set(values)];

/** The merged question `attrType` stands for, from its members in the service's order. */
function mergedQuestion(attrType: string, members: readonly Question[]): Question {
  const [first] = members as [Question, ...Question[]];
  const attribute = classifyDocumentAttribute(first.attrType);
  const legacy = attrType === US_DOCUMENT_ATTR_TYPE;
  // Read when grouping: the store groups in a computed, so the title follows the language shown.
  const title = first.metadata.title ?? (legacy ? DOCUMENT_GROUPING_TEXTS.defaultTitle : undefined);
  return {
    attrType,
    type: 'id-scan',
    complete: members.every((m) => m.complete),
    hasError: members.some((m) => m.hasError),
    shareWith: unique(members.flatMap((m) => m.shareWith)),
    metadata: {
      ...first.metadata,
      ...(title === undefined ? {} : { title }),
      hidden: members.every((m) => m.metadata.hidden === true),
      required: members.some(isRequired),
      nextAttrTypes: unique(members.flatMap((m) => m.metadata.nextAttrTypes ?? [])),
      isLegacy: legacy,
      ...(attribute?.kind === 'per-type'
        ? {
            regionPrescribed: attribute.region,
            countryPrescribed: attribute.country,
            documentPrescribed: attribute.documentType,
          }
        : {}),
    },
  };
}

/**
 * Replaces the document-verification page attributes by one question per document (spec 000 §4,
 * spec 001 §4): every US-issued attribute merges into the legacy document-verification question;
 * the others give one question per document type. A merged question sits where its first member
 * was, is complete when every member is, and is required when any member is.
 */
export function groupDocumentQuestions(questions: readonly Question[]): readonly Question[] {
  const members = new Map<string, Question[]>();
  for (const question of questions) {
    const merged = documentQuestionOf(question.attrType);
    if (merged !== null) members.set(merged, [...(members.get(merged) ?? []), question]);
  }
  if (members.size === 0) return questions;
  return questions.flatMap((question) => {
    const merged = documentQuestionOf(question.attrType);
    if (merged === null) return [question];
    const group = members.get(merged) ?? [];
    return group[0] === question ? [mergedQuestion(merged, group)] : [];
  });
}
