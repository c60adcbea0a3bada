import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import type { FieldProps } from '../field-props';
import { UsDateInput } from './us-date-input';

/**
 * The date question (spec 001 §5.15: a real MM/dd/yyyy date). Spec is silent on its label: the
 * question's title, which says which date, or 'Date' when it has none.
 */
export function DateField({ question, screen, idPrefix }: FieldProps) {
  return (
    <UsDateInput screen={screen} id={`${idPrefix}-date`} label={question.metadata.title ?? TYPED_FIELD_TEXTS.date} />
  );
}
