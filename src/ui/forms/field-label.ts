import { fieldAt, parentPath, pathSegments } from '../../domain/forms/form-path';
import type { FormPath } from '../../domain/forms/form-path';
import type { FormSchema } from '../../domain/forms/form-schema';
import { FORM_TEXTS } from '../texts/form-texts';

/**
 * A field's label. Spec is silent on a field without a title: a property is named by its key,
 * a list's item by its list and position ('Tags, Item 2').
 */
export function fieldLabelOf(root: FormSchema, path: FormPath): string {
  const title = fieldAt(root, path)?.schema.title?.trim();
  if (title !== undefined && title !== '') return title;
  const key = pathSegments(path).at(-1) ?? '';
  const parent = parentPath(path);
  if (!/^\d+$/.test(key) || parent === null) return key;
  return `${fieldLabelOf(root, parent)}, ${FORM_TEXTS.item(Number(key) + 1)}`;
}

/**
 * A field's label in the error summary, where it stands apart from its list: a field inside a
 * list item says which ('E-mail (References, Item 2)').
 */
export function summaryLabelOf(root: FormSchema, path: FormPath): string {
  const label = fieldLabelOf(root, path);
  for (let at = parentPath(path); at !== null && at !== ''; at = parentPath(at)) {
    if (/^\d+$/.test(pathSegments(at).at(-1) ?? '')) return `${label} (${fieldLabelOf(root, at)})`;
  }
  return label;
}
