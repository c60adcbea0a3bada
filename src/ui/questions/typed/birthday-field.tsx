import { observer } from 'mobx-react-lite';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import type { FieldProps } from '../field-props';
import { UsDateInput } from './us-date-input';

/** The birthday question (spec 001 §2.1 'birthday text', §5.15: a real date before today). */
export const BirthdayField = observer(function BirthdayField({ screen, idPrefix }: FieldProps) {
  return (
    <UsDateInput screen={screen} id={`${idPrefix}-birthday`} label={TYPED_FIELD_TEXTS.birthday} autoComplete="bday" />
  );
});
