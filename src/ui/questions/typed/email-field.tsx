import { observer } from 'mobx-react-lite';
import { EMAIL_MAX_LENGTH } from '../../../domain/validation/email';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import type { FieldProps } from '../field-props';
import { TypedTextInput } from './typed-text-input';

/** The e-mail question (spec 000 §5): an address of at most 254 characters. */
export const EmailField = observer(function EmailField({ screen, idPrefix }: FieldProps) {
  return (
    <TypedTextInput
      screen={screen}
      id={`${idPrefix}-email`}
      label={TYPED_FIELD_TEXTS.email}
      type="email"
      autoComplete="email"
      maxLength={EMAIL_MAX_LENGTH}
    />
  );
});
