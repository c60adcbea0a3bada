import { observer } from 'mobx-react-lite';
import { TYPED_FIELD_TEXTS } from '../../texts/typed-field-texts';
import type { FieldProps } from '../field-props';
import { TypedTextInput } from './typed-text-input';

/**
 * The EIN question (spec 001 §2.1 'EIN text', §5.1): nine digits, with or without the dash.
 * Spec is silent on the keyboard: the ordinary one, since a numeric keypad has no dash for the
 * ##-####### form the hint shows.
 */
export const EinField = observer(function EinField({ screen, idPrefix }: FieldProps) {
  return (
    <TypedTextInput
      screen={screen}
      id={`${idPrefix}-ein`}
      label={TYPED_FIELD_TEXTS.ein}
      hint={TYPED_FIELD_TEXTS.einHint}
      autoComplete="off"
    />
  );
});
