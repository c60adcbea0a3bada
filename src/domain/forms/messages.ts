import { catalogue } from '../language/translation';
/** The keys a schema's `strings` may override (spec 001 §10.4). */
export const FORM_MESSAGE_KEYS = [
  'required',
  'unknown',
  'email',
  'notEmail',
  'number',
  'integer',
  'minimum',
  'maximum',
  'multipleOf',
  'phone',
  'textTooShort',
  'textTooLong',
  'imageTooBig',
] as const;

export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[number];

/**
 * The default messages, word for word (spec 001 §10.4). Placeholders in braces are filled in by
 * formMessage; an override in a schema's `strings` may use the same placeholders.
 */
export const FORM_MESSAGES: Readonly<Record<FormMessageKey, string>> = catalogue('FORM_MESSAGES', {
  required: 'This field is required',
  unknown: 'This field is invalid',
  email: 'Please enter valid email',
  notEmail: '{fieldName} cannot be email',
  number: 'Please enter only numbers (e.g. 123)',
  integer: 'Please enter only integer (e.g. 123)',
  minimum: "Value can't be smaller than {minimum}",
  maximum: "Value can't be bigger than {maximum}",
  multipleOf: 'Value should be multiple of {multipleOf}',
  phone: 'Please enter valid phone number',
  textTooShort: 'Entered text is too short',
  textTooLong: 'Entered text is too long',
  imageTooBig: 'Provided image is too big',
});

/** Other texts of the form layer (spec 001 §10). */
export const FORM_LABELS = catalogue('FORM_LABELS', {
  required: '(Required)',
  addItem: 'ADD',
  colorHint: 'HEX color (ex. #3ab4fc)',
  datePlaceholder: 'MM/DD/YYYY',
  yes: 'Yes',
  no: 'No',
  imageProcessing: 'Processing...',
  imageUpload: 'Upload',
  imageReplace: 'Replace',
  imageNone: 'No file uploaded',
  richTextPlaceholder: 'Enter text here',
  noResults: 'No results',
  selectAll: 'SELECT ALL',
  clear: 'CLEAR',
  cancel: 'Cancel',
  apply: 'Apply',
  /** The {fieldName} of the non-email message when the field has no title. */
  thisField: 'This field',
} as const);

export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * A message with its placeholders filled in: the schema's override when it has one, else the
 * default. An unknown placeholder is left as written.
 */
export function formMessage(
  key: FormMessageKey,
  params: MessageParams = {},
  overrides: Readonly<Partial<Record<FormMessageKey, string>>> = {},
): string {
  const template = overrides[key] ?? FORM_MESSAGES[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
