import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { QuestionViewModel } from '../../../application/view-models/question.view-model';
import { formatUsDateTyping } from '../../../domain/validation/us-date-typing';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import { TypedTextInput } from './typed-text-input';

/** MM/DD/YYYY is ten characters. */
const US_DATE_LENGTH = 10;

export interface UsDateInputProps {
  readonly screen: QuestionViewModel;
  readonly id: string;
  readonly label: string;
  readonly autoComplete?: string;
  /** A control beside the input, inside its frame (the date question's calendar button). */
  readonly trailing?: ReactNode;
}

/**
 * A date typed in the question format MM/dd/yyyy (spec 001 §9), the value the domain validates
 * and encodes. The numeric keypad has no slash, so the slashes come by themselves as the digits
 * are typed (formatUsDateTyping). The date question adds the calendar of spec 001 §2.1 'date
 * picker' as `trailing` (date-field.tsx). Spec is silent on a picker for the birthday ('birthday
 * text') and the future date: none, typing is faster than paging back decades to a birth date.
 */
export const UsDateInput = observer(function UsDateInput({
  screen,
  id,
  label,
  autoComplete = 'off',
  trailing,
}: UsDateInputProps) {
  return (
    <TypedTextInput
      screen={screen}
      id={id}
      label={label}
      hint={TYPED_FIELD_TEXTS.dateHint}
      inputMode="numeric"
      autoComplete={autoComplete}
      maxLength={US_DATE_LENGTH}
      format={formatUsDateTyping}
      trailing={trailing}
    />
  );
});
