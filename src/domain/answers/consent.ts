import { CONSENT_ATTRIBUTES } from '../consent/consent-attributes';
import { consentSubmission } from '../consent/consent-submission';
import type { FieldReader } from '../shared/field-readers';
import { readBox } from '../shared/field-readers';
import { readText } from '../shared/json-fields';
import { ok } from '../shared/result';
import type { ConsentValue } from '../validation/consent';
import { validateConsent } from '../validation/consent';
import { objectKind } from './answer-kind';

/**
 * The consent question the CLI's consent answer belongs to when it names none. Spec is silent:
 * the FCRA reviewed-disclosure question, the main background-check consent, which also shows
 * every rule of spec 001 §5.10 (both FCRA attributes and the free-copy flag).
 */
export const DEFAULT_CONSENT_ATTR_TYPE = 'consent.fcra.reviewed_disclosure';

/**
 * The consent HTML assumed when the context names none. Spec is silent on it outside a real
 * interview: the issuer is taken to have supplied HTML for both FCRA attributes, so the encoding
 * shows every attribute the consent sends (the drop rule is covered by consentSubmission itself).
 */
export const ASSUMED_CONSENT_HTML: readonly string[] = [
  CONSENT_ATTRIBUTES.fcraAuthorized,
  CONSENT_ATTRIBUTES.fcraReviewedDisclosure,
];

/** The consent's checkboxes and the question it answers. */
export interface ConsentAnswer extends ConsentValue {
  readonly attrType: string;
}

const readAttrType: FieldReader<string> = (object, key) => {
  const read = readText(object, key);
  return read.ok ? ok(read.value.trim() || DEFAULT_CONSENT_ATTR_TYPE) : read;
};

/** The consent question (spec 001 §5.10, §3.3): sent as one boolean per attribute it answers. */
export const consent = objectKind<ConsentAnswer>(
  { authorized: readBox(), requestedFreeCopy: readBox(), attrType: readAttrType },
  {
    check: (answer) => validateConsent(answer),
    encode: (answer, context) =>
      ok(
        consentSubmission({
          attrType: answer.attrType,
          value: answer,
          consentHtmlAttrTypes: context.consentHtmlAttrTypes ?? ASSUMED_CONSENT_HTML,
        }),
      ),
    describe: '{"authorized":true|false,"requestedFreeCopy"?:true|false,"attrType"?}',
  },
);
