import { observer } from 'mobx-react-lite';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import type { FieldProps } from '../field-props';
import { UsDateInput } from './us-date-input';

/**
 * An expiry-style date (spec 001 §5.15: today or later). Spec is silent on its label: the
 * question's title, which says which date, or 'Date' when it has none.
 */
export const FutureDateField = observer(function FutureDateField({ question, screen, idPrefix }: FieldProps) {
  return (
    <UsDateInput
      screen={screen}
      id={`${idPrefix}-future-date`}
      label={question.metadata.title ?? TYPED_FIELD_TEXTS.date}
    />
  );
});
