import { observer } from 'mobx-react-lite';
import type { FullName } from '../../../domain/validation/full-name';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import type { FieldProps } from '../field-props';
import type { NamePart } from './name-inputs';
import { nameErrorTargets, NameInputs } from './name-inputs';
import { partOf } from '../answer-value';
import { useInputErrors } from './use-input-errors';

const EMPTY: FullName = { first: '', middle: '', last: '' };

/** The inputs' labels, read at render (the language may change). */
const labels = () =>
  ({
    first: TYPED_FIELD_TEXTS.firstName,
    middle: TYPED_FIELD_TEXTS.middleName,
    last: TYPED_FIELD_TEXTS.lastName,
  }) as const;

const AUTOCOMPLETE = { first: 'given-name', middle: 'additional-name', last: 'family-name' } as const;

/** The full-name question (spec 001 §2.1, §5.2): first and last required, middle optional. */
export const FullNameField = observer(function FullNameField({ screen, idPrefix }: FieldProps) {
  const errors = useInputErrors<NamePart>(screen, nameErrorTargets(), 'first', EMPTY);
  const name: FullName = {
    first: partOf(screen.value, 'first'),
    middle: partOf(screen.value, 'middle'),
    last: partOf(screen.value, 'last'),
  };
  return (
    <NameInputs
      idPrefix={idPrefix}
      name={name}
      labels={labels()}
      autoComplete={AUTOCOMPLETE}
      onChange={screen.changeValue}
      errors={errors}
    />
  );
});
