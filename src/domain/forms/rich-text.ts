import { FORM_LABELS } from './messages';
import type { FormSchema } from './form-schema';

/** Rich-text editor limits (spec 001 §10.5). */
export const INDENT_STEPS_EM = { min: 1, max: 9 } as const;
export const HEADER_LEVELS = [1, 2, 3, 4, 5, 6] as const;

export type ToolbarControl =
  'bold' | 'italic' | 'underline' | 'strike' | 'link' | 'lists' | 'indent' | 'color' | 'background' | 'align' | 'clean';

/** The toolbar, in order; the link control only when the schema's htmlExtensions.links allows it. */
export function richTextToolbar(schema: FormSchema): readonly ToolbarControl[] {
  const links: readonly ToolbarControl[] = schema.htmlExtensions?.links === true ? ['link'] : [];
  return [
    'bold',
    'italic',
    'underline',
    'strike',
    ...links,
    'lists',
    'indent',
    'color',
    'background',
    'align',
    'clean',
  ];
}

/** The editor's placeholder: the schema's, or 'Enter text here'. */
export const richTextPlaceholder = (schema: FormSchema): string =>
  schema.placeholder ?? FORM_LABELS.richTextPlaceholder;
