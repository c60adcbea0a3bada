import { splitEmailChips } from '../../domain/validation/email-chips';

/** Whether a character separates two entries: the domain's splitter finds no address in it alone. */
export const isChipSeparator = (character: string): boolean => splitEmailChips(character).chips.length === 0;

/**
 * Where the text typed so far ends its last complete entry: after its last separator, or 0. The
 * text before it becomes chips; the rest is still being typed.
 */
export function completedLength(text: string): number {
  for (let index = text.length - 1; index >= 0; index -= 1) if (isChipSeparator(text.charAt(index))) return index + 1;
  return 0;
}
