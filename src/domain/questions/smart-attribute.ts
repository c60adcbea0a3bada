/** The prefix that marks a smart-attribute question type: 'smart-attribute:{kind}' (spec 001 §3.1). */
export const SMART_ATTRIBUTE_PREFIX = 'smart-attribute:';

/**
 * Spec is silent: the smart-attribute kinds are never named. Spec 001 §2.1 describes two smart
 * screens, the JSON-schema form and the licence-state form (licence state + licence id checked
 * against the state's format), so those are the kinds recognised; any other kind is an error.
 * Kept in this one list; check-kind-of.ts says how each kind's answer is obtained (a total table).
 */
export const SMART_ATTRIBUTE_KINDS = ['json-schema', 'license-number'] as const;

export type SmartAttributeKind = (typeof SMART_ATTRIBUTE_KINDS)[number];

const KNOWN: ReadonlySet<string> = new Set<string>(SMART_ATTRIBUTE_KINDS);

export const isSmartAttributeKind = (value: string): value is SmartAttributeKind => KNOWN.has(value);
