import { observer } from 'mobx-react-lite';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import type { FieldProps } from '../field-props';
import { TypedTextInput } from './typed-text-input';

/**
 * The MMC reference number (spec 001 §2.1, §5.5): a 7-digit text input; dashes and spaces typed
 * between the digits are accepted by the validator. Spec is silent on a length limit: none, so a
 * number pasted with separators is not cut short.
 */
export const MmcReferenceField = observer(function MmcReferenceField({ screen, idPrefix }: FieldProps) {
  return (
    <TypedTextInput
      screen={screen}
      id={`${idPrefix}-mmc`}
      label={TYPED_FIELD_TEXTS.mmc}
      hint={TYPED_FIELD_TEXTS.mmcHint}
      inputMode="numeric"
      autoComplete="off"
    />
  );
});
