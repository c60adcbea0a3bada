import type { EmailChip } from '../../domain/validation/email-chips';

export interface EmailChipListProps {
  readonly label: string;
  readonly chips: readonly EmailChip[];
  /** What an invalid chip says beside it ('Invalid email'): in words, not colour alone. */
  readonly invalidText: string;
  readonly removeLabel: (email: string) => string;
  readonly onRemove: (email: string) => void;
  /** Whether the list itself is a polite live region (where no separate announcement is made). */
  readonly live?: boolean;
}

/**
 * The chips of an e-mail chip input (spec 000 §5): each address with its invalid mark and its own
 * remove button; nothing when there are none. Shared by the bulk e-mail question and the business
 * form's chip input.
 */
export function EmailChipList({ label, chips, invalidText, removeLabel, onRemove, live = false }: EmailChipListProps) {
  if (chips.length === 0) return null;
  return (
    <ul className="chips" aria-label={label} aria-live={live ? 'polite' : undefined}>
      {chips.map((chip) => (
        <li key={chip.email} className={chip.valid ? 'chip' : 'chip chip--invalid'}>
          <span className="chip__text">{chip.email}</span>
          {chip.valid ? null : <span className="chip__error">{` ${invalidText}`}</span>}
          <button
            type="button"
            className="chip__remove"
            aria-label={removeLabel(chip.email)}
            onClick={() => onRemove(chip.email)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
