import { catalogue } from '../../domain/language/translation';
/**
 * The schema form's dropdown and image-url controls' own words. Spec 001 §10 gives 'No results',
 * SELECT ALL, CLEAR, Cancel, Apply, 'Processing...', 'Upload', 'Replace' and 'No file uploaded'
 * (FORM_LABELS in src/domain/forms/messages.ts); every text below is ours (spec is silent), as are
 * the form's own (FORM_TEXTS, src/ui/texts/form-texts.ts: the placeholder 'Select...').
 */
export const CHOICE_CONTROL_TEXTS = catalogue('CHOICE_CONTROL_TEXTS', {
  /** Ours: the search box's name, followed by the field's label ('Search State'). */
  search: 'Search',
  /** Ours: the Clear button's name, followed by the field's label ('Clear State'). */
  clear: 'Clear',
  /** Ours: a closed multi-select names what is chosen. */
  selected: (labels: readonly string[]) => `${labels.length} selected: ${labels.join(', ')}`,
  /** Ours: the image-url field's Remove button, followed by the field's label. */
  removeImage: 'Remove',
  /** Ours: the preview's text alternative. */
  imagePreview: 'Uploaded image',
  /** Ours: announced once a chosen image has been read. */
  imageLoaded: 'Image uploaded',
  /** Ours: a chosen file the browser could not read. */
  imageUnreadable: 'This file could not be read. Choose another file.',
} as const);
