import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useState } from 'react';
import { BULK_EMAIL_TEXTS } from '../../../domain/validation/bulk-email';
import { isValidEmail } from '../../../domain/validation/email';
import { splitEmailChips } from '../../../domain/validation/email-chips';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { CheckboxField } from '../../components/checkbox-field';
import { EmailChipList } from '../../components/email-chip-list';
import { describedBy, FieldMessage } from '../../components/field-message';
import { CHOICE_FIELD_TEXTS } from '../../texts/choice-field-texts';
import type { FieldProps } from '../field-props';
import { flagIn, recordOf, textListOf } from '../answer-value';
import { FieldLabel } from '../../components/field-label';
import { completedLength } from '../../components/email-chip-draft';

/**
 * The bulk e-mail question (spec 001 §2.1, §5.9; spec 000 §5): addresses become chips on Enter, on
 * leaving the input or at a separator; a pasted list is split; duplicates are dropped; invalid
 * chips are marked 'Invalid email'; each chip has its own remove button; 'Clear Emails' empties the
 * list; the certification checkbox is hidden (and taken as ticked) when the question has
 * autoConfirmation. The value kept is {emails, certified, required}; the text still being typed is
 * the only state of the component, and it becomes a chip when the input is left.
 *
 * Spec is silent on `required` when metadata.required is absent: the list is required then, since
 * the question asks for it.
 */
export const BulkEmailField = observer(function BulkEmailField({ question, screen, idPrefix }: FieldProps) {
  const [draft, setDraft] = useState('');
  const autoConfirmation = question.metadata.autoConfirmation === true;
  const required = question.metadata.required !== false;
  const emails = textListOf(recordOf(screen.value).emails);
  const certified = autoConfirmation || flagIn(screen.value, 'certified');
  const inputId = `${idPrefix}-emails`;
  // The certification's message belongs to its checkbox, below it: shown under the list, it
  // appeared as the list was left for the checkbox and moved the checkbox from under the pointer
  // between press and release, so the click that should tick it was lost.
  const certificationError =
    screen.errorMessage === VALIDATION_MESSAGES.certificationRequired ? screen.errorMessage : null;
  const error = certificationError === null ? screen.errorMessage : null;

  const keep = (next: { emails?: readonly string[]; certified?: boolean }) =>
    screen.changeValue({ emails, certified, required, ...next });
  const add = (text: string) => {
    const { chips } = splitEmailChips(text, emails);
    if (chips.length > 0 || screen.value === null) keep({ emails: [...emails, ...chips.map((chip) => chip.email)] });
  };
  const type = (text: string) => {
    const done = completedLength(text);
    if (done > 0) add(text.slice(0, done));
    setDraft(text.slice(done));
  };
  const commitDraft = () => {
    add(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && draft.trim() !== '') {
      event.preventDefault();
      commitDraft();
    }
  };

  return (
    <>
      <div className="field">
        <FieldLabel htmlFor={inputId} required={required}>
          {CHOICE_FIELD_TEXTS.emails}
        </FieldLabel>
        <p id={`${inputId}-hint`} className="field__hint">
          {CHOICE_FIELD_TEXTS.emailsHint}
        </p>
        <EmailChipList
          label={CHOICE_FIELD_TEXTS.emails}
          chips={emails.map((email) => ({ email, valid: isValidEmail(email.trim()) }))}
          invalidText={CHOICE_FIELD_TEXTS.invalidEmailChip}
          removeLabel={CHOICE_FIELD_TEXTS.removeEmail}
          onRemove={(email) => keep({ emails: emails.filter((kept) => kept !== email) })}
          live
        />
        <div className="field__frame">
          <input
            id={inputId}
            className="field__input"
            type="text"
            inputMode="email"
            autoComplete="off"
            value={draft}
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              commitDraft();
              screen.blur();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(`${inputId}-hint`, error ? `${inputId}-error` : null)}
          />
        </div>
        <FieldMessage id={`${inputId}-error`} message={error} />
      </div>
      <button
        type="button"
        className="button button--secondary"
        disabled={emails.length === 0}
        onClick={() => keep({ emails: [] })}
      >
        {BULK_EMAIL_TEXTS.clearEmails}
      </button>
      {autoConfirmation ? null : (
        <CheckboxField
          id={`${idPrefix}-certified`}
          label={BULK_EMAIL_TEXTS.certification}
          checked={certified}
          onChange={(checked) => keep({ certified: checked })}
          error={certificationError}
          required
        />
      )}
    </>
  );
});
