import type { ClipboardEvent, FormEvent, KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { EmailChip } from '../../domain/validation/email-chips';
import { splitEmailChips } from '../../domain/validation/email-chips';
import { completedLength } from './email-chip-draft';
import { EmailChipList } from './email-chip-list';
import { describedBy } from './field-message';
import { FieldLabel } from './field-label';

export interface EmailChipInputTexts {
  readonly hint: string;
  readonly submit: string;
  readonly invalid: string;
  readonly remove: (email: string) => string;
  readonly announce: (valid: number, invalid: number) => string;
}

export interface EmailChipInputProps {
  readonly id: string;
  readonly label: string;
  readonly texts: EmailChipInputTexts;
  readonly disabled?: boolean;
  /** Adds the entries; answers the ones it did not take, which stay as chips. */
  readonly onSubmit: (emails: readonly string[]) => Promise<readonly string[]>;
  /** Told whether the input holds entries not added yet (typed or chips), each time that changes. */
  readonly onDraftChange?: (pending: boolean) => void;
}

/**
 * An input that turns typed or pasted e-mail addresses into chips (spec 000 §5 'E-mail chip
 * input'): entries split on any character outside those allowed in addresses, duplicates removed,
 * invalid chips shown in the invalid style with a word (not colour alone) and announced; an entry
 * becomes a chip on Enter, on leaving the input or when a separator is typed, so a pasted list of
 * twenty addresses becomes twenty chips at once (a paste is complete as pasted, its last entry
 * too). The submit button adds the chips; it is enabled only while every entry is a valid address (spec 000 §5 'Add-subject input'). Enter on an empty
 * input submits. The chips show under the input, so that the chip a blur makes (pressing the
 * button leaves the input) does not push the button away from under the pointer.
 */
export function EmailChipInput({ id, label, texts, disabled = false, onSubmit, onDraftChange }: EmailChipInputProps) {
  const [chips, setChips] = useState<readonly EmailChip[]>([]);
  const [draft, setDraft] = useState('');
  // The counts, not the words: the words are made as the input renders, in the language shown.
  const [announcement, setAnnouncement] = useState<{ readonly valid: number; readonly invalid: number } | null>(null);
  const [busy, setBusy] = useState(false);
  // Set at once, not on the next render: a double click submits once (one call per click).
  const submitting = useRef(false);
  const holdsEntries = chips.length > 0 || draft.trim() !== '';
  useEffect(() => onDraftChange?.(holdsEntries), [holdsEntries, onDraftChange]);
  useEffect(() => () => onDraftChange?.(false), [onDraftChange]);

  const withEntries = (current: readonly EmailChip[], text: string): readonly EmailChip[] => {
    const added = splitEmailChips(
      text,
      current.map((chip) => chip.email),
    ).chips;
    if (added.length === 0) return current;
    const next = [...current, ...added];
    const invalid = next.filter((chip) => !chip.valid).length;
    setAnnouncement({ valid: next.length - invalid, invalid });
    return next;
  };
  const type = (text: string) => {
    const done = completedLength(text);
    if (done > 0) setChips((current) => withEntries(current, text.slice(0, done)));
    setDraft(text.slice(done));
  };
  const commitDraft = (): readonly EmailChip[] => {
    const next = withEntries(chips, draft);
    setChips(next);
    setDraft('');
    return next;
  };
  const pending = draft.trim() === '' ? chips : [...chips, ...splitEmailChips(draft).chips];
  const submittable = !disabled && !busy && pending.length > 0 && pending.every((chip) => chip.valid);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (submitting.current) return;
    const entries = commitDraft();
    if (!submittable || entries.some((chip) => !chip.valid)) return;
    submitting.current = true;
    setBusy(true);
    const refused = await onSubmit(entries.map((chip) => chip.email));
    submitting.current = false;
    setBusy(false);
    setChips(entries.filter((chip) => refused.includes(chip.email)));
    setAnnouncement(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (draft.trim() !== '') commitDraft();
    else void submit();
  };
  // A pasted list is complete as pasted: every entry becomes a chip at once, the last one too.
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (pasted === '') return;
    event.preventDefault();
    setChips((current) => withEntries(current, `${draft} ${pasted}`));
    setDraft('');
  };

  return (
    <form className="chip-input" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <p id={`${id}-hint`} className="field__hint">
          {texts.hint}
        </p>
        <div className="chip-input__row">
          <div className="field__frame">
            <input
              id={id}
              className="field__input"
              type="text"
              inputMode="email"
              autoComplete="off"
              value={draft}
              disabled={disabled}
              onChange={(event) => type(event.target.value)}
              onKeyDown={onKeyDown}
              onPaste={onPaste}
              onBlur={() => {
                if (draft.trim() !== '') commitDraft();
              }}
              aria-describedby={describedBy(`${id}-hint`)}
            />
          </div>
          <button type="submit" className="button button--secondary" disabled={!submittable}>
            {texts.submit}
          </button>
        </div>
        <EmailChipList
          label={label}
          chips={chips}
          invalidText={texts.invalid}
          removeLabel={texts.remove}
          onRemove={(email) => setChips((current) => current.filter((chip) => chip.email !== email))}
        />
        <p className="visually-hidden" role="status">
          {announcement === null ? '' : texts.announce(announcement.valid, announcement.invalid)}
        </p>
      </div>
    </form>
  );
}
