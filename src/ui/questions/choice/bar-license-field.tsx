import { observer } from 'mobx-react-lite';
import { US_STATES } from '../../../domain/validation/us-states';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { CHOICE_FIELD_TEXTS } from '../../texts/choice-field-texts';
import type { FieldProps } from '../field-props';
import { textIn } from '../answer-value';

const JURISDICTIONS = US_STATES.map((state) => ({ value: state.code, label: state.name }));

interface Details {
  readonly jurisdiction: string;
  readonly yearAdmitted: string;
  readonly licenseNumber: string;
}

/**
 * The bar licence question (spec 001 §2.1, §5.7): the jurisdiction (the domain's list of US
 * states, territories and DC), the four-digit year admitted and the optional licence number.
 * Spec is silent on where the one message shows: under the year, the last required input.
 */
export const BarLicenseField = observer(function BarLicenseField({ screen, idPrefix }: FieldProps) {
  const details: Details = {
    jurisdiction: textIn(screen.value, 'jurisdiction'),
    yearAdmitted: textIn(screen.value, 'yearAdmitted'),
    licenseNumber: textIn(screen.value, 'licenseNumber'),
  };
  const change = (part: Partial<Details>) => screen.changeValue({ ...details, ...part });
  return (
    <>
      <SelectField
        id={`${idPrefix}-jurisdiction`}
        label={CHOICE_FIELD_TEXTS.jurisdiction}
        value={details.jurisdiction}
        options={JURISDICTIONS}
        placeholder={CHOICE_FIELD_TEXTS.chooseJurisdiction}
        onChange={(jurisdiction) => change({ jurisdiction })}
        required
      />
      <TextField
        id={`${idPrefix}-year`}
        label={CHOICE_FIELD_TEXTS.yearAdmitted}
        hint={CHOICE_FIELD_TEXTS.yearAdmittedHint}
        value={details.yearAdmitted}
        inputMode="numeric"
        maxLength={4}
        onChange={(typed) => change({ yearAdmitted: typed.replace(/\D/g, '') })}
        onBlur={screen.blur}
        error={screen.errorMessage}
        required
      />
      <TextField
        id={`${idPrefix}-license-number`}
        label={CHOICE_FIELD_TEXTS.licenseNumber}
        value={details.licenseNumber}
        onChange={(licenseNumber) => change({ licenseNumber })}
      />
    </>
  );
});
