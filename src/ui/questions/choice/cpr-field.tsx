import { observer } from 'mobx-react-lite';
import { CPR_PROVIDERS } from '../../../domain/validation/cpr';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { CHOICE_FIELD_TEXTS } from '../../texts/choice-field-texts';
import type { FieldProps } from '../field-props';
import { textIn } from '../answer-value';

const PROVIDER_OPTIONS = [...CPR_PROVIDERS].sort().map((provider) => ({ value: provider, label: provider }));

/**
 * The CPR question (spec 001 §2.1, §5.4): the provider, listed alphabetically, and the certificate
 * ID. Spec is silent on where the one message shows: under the certificate ID, the last input.
 */
export const CprField = observer(function CprField({ screen, idPrefix }: FieldProps) {
  const provider = textIn(screen.value, 'provider');
  const certId = textIn(screen.value, 'certId');
  const change = (part: Partial<{ provider: string; certId: string }>) =>
    screen.changeValue({ provider, certId, ...part });
  return (
    <>
      <SelectField
        id={`${idPrefix}-provider`}
        label={CHOICE_FIELD_TEXTS.cprProvider}
        value={provider}
        options={PROVIDER_OPTIONS}
        placeholder={CHOICE_FIELD_TEXTS.cprChooseProvider}
        onChange={(value) => change({ provider: value })}
        required
      />
      <TextField
        id={`${idPrefix}-cert-id`}
        label={CHOICE_FIELD_TEXTS.certId}
        value={certId}
        onChange={(value) => change({ certId: value })}
        onBlur={screen.blur}
        error={screen.errorMessage}
        required
      />
    </>
  );
});
