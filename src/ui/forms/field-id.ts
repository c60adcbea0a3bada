import type { FormPath } from '../../domain/forms/form-path';

/**
 * The id of a field's input: the question's prefix and the field's path, with every character
 * that is not a letter, digit, hyphen or underscore spelled as its code, so that any property
 * name gives a valid, unique id usable as a link target ('#id').
 */
export const fieldIdOf = (idPrefix: string, path: FormPath): string =>
  `${idPrefix}-field${path.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.codePointAt(0)?.toString(16) ?? ''}_`)}`;
