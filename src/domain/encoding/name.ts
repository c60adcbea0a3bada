import type { FullName } from '../validation/full-name';

/** Spec 001 §3.3: the Name value. */
export interface EncodedName {
  readonly $objectType: 'Name';
  readonly first: string;
  readonly middle: string;
  readonly last: string;
}

/** Every part trimmed; an absent middle name is ''. */
export function encodeName(name: FullName): EncodedName {
  return { $objectType: 'Name', first: name.first.trim(), middle: name.middle.trim(), last: name.last.trim() };
}
