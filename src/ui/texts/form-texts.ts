import { catalogue } from '../../domain/language/translation';

/**
 * The schema form's own words (ours: spec 001 §10 gives the messages and the field labels in
 * src/domain/forms/messages.ts, not these). Written as an applicant reads them.
 */
export const FORM_TEXTS = catalogue('FORM_TEXTS', {
  /** The error summary's heading above a form submitted with errors. */
  errorSummary: 'There is a problem',
  /** A list item's visible position: 'Item 2 of 3'. */
  itemOf: (position: number, count: number): string => `Item ${position} of ${count}`,
  /**
   * A list item's group name and its delete button's, naming the list so two lists on one form
   * do not name their items alike: 'Item 2 of 3 in References'. The visible words come first, so
   * a voice user saying what they see ('Delete Item 2 of 3') still names the button.
   */
  inList: (words: string, list: string): string => `${words} in ${list}`,
  /** A field of a list item without its own title: 'Item 2'. */
  item: (position: number): string => `Item ${position}`,
  /** The delete button of a list item, named for the item. */
  deleteItem: (label: string): string => `Delete ${label}`,
  /** The delete (x) icon of an optional nested object, named for the object. */
  removeObject: (title: string): string => `Remove ${title}`,
  /** Brings back an optional nested object that was removed. */
  restoreObject: (title: string): string => `Add ${title}`,
  /** Why the add button is disabled. */
  addNeedsValidItems: 'Complete the items above before adding another.',
  addAtMost: (max: number): string => `You can add at most ${max} ${max === 1 ? 'item' : 'items'}.`,
  /** Why the delete buttons are disabled. */
  deleteAtLeast: (min: number): string => `At least ${min} ${min === 1 ? 'item is' : 'items are'} needed.`,
  /** The lock icon's spoken name on a field locked by role-based access. */
  locked: 'Locked',
  /** The hidden first word of a phone field's country selector's name: 'Country Business phone'. */
  phoneCountry: 'Country',
  /** Asked (by older browsers; newer ones use their own words) before a page with unsent form edits is left. */
  leaveWithUnsentEdits: 'Your changes to this form are not sent yet. Leave the page and lose them?',
  /** What a dropdown shows while nothing is chosen and its schema has no placeholder. */
  choose: 'Select...',
} as const);
