import type { Result } from '../shared/result';
import { err, ok } from '../shared/result';
import type { InputKind } from './input-kind';
import { isInputKind } from './input-kind';
import type { Question } from './question';
import type { SmartAttributeKind } from './smart-attribute';
import { SMART_ATTRIBUTE_PREFIX, isSmartAttributeKind } from './smart-attribute';

/** The field a question screen shows: one input kind, or a smart attribute of a known kind. */
export type QuestionField =
  | { readonly kind: 'input'; readonly inputKind: InputKind }
  | { readonly kind: 'smart-attribute'; readonly smartKind: SmartAttributeKind };

/**
 * Metadata inputType to input kind, used only when the question names no type (spec 001 §3.1).
 * Spec is silent on 'image': a picture upload is a file question, so image maps to file.
 */
const FALLBACK_BY_INPUT_TYPE: Readonly<Record<string, InputKind>> = {
  PhoneNumber: 'phone-number',
  Address: 'address',
  file: 'file',
  image: 'file',
  boolean: 'boolean',
  date: 'date',
  integer: 'integer',
  string_enum: 'string-enum',
  string_enum_list: 'string-enum-list',
  email: 'email',
};

/** Any other metadata input type, or none at all, is a plain text question. */
export function fallbackInputKind(inputType: string | undefined): InputKind {
  if (inputType === undefined || !Object.hasOwn(FALLBACK_BY_INPUT_TYPE, inputType)) return 'text';
  return FALLBACK_BY_INPUT_TYPE[inputType] ?? 'text';
}

/**
 * Picks the field of a question. An unknown type or an unknown smart attribute is an error value
 * (spec 000 §2: "An unknown field type is an error").
 * Spec is silent on an empty type string: it reads as absent, so the metadata fallback applies.
 */
export function fieldKindOf(question: Pick<Question, 'type' | 'metadata'>): Result<QuestionField, string> {
  const type = question.type ?? '';
  if (type === '') return ok({ kind: 'input', inputKind: fallbackInputKind(question.metadata.inputType) });
  if (type.startsWith(SMART_ATTRIBUTE_PREFIX)) {
    const smartKind = type.slice(SMART_ATTRIBUTE_PREFIX.length);
    return isSmartAttributeKind(smartKind)
      ? ok({ kind: 'smart-attribute', smartKind })
      : err(`unknown smart attribute '${smartKind}'`);
  }
  return isInputKind(type) ? ok({ kind: 'input', inputKind: type }) : err(`unknown field type '${type}'`);
}
