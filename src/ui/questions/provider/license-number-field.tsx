import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { submissionFor } from '../../../domain/encoding/submission';
import { licenseFamilyOf } from '../../../domain/validation/license-family';
import {
  LICENSE_TEXTS,
  licenseExampleOf,
  licenseFormatOf,
  validateLicenseNumber,
} from '../../../domain/validation/license-number';
import type { LicenseEntry } from '../../../domain/validation/license-support-mail';
import { licenseEntryOf } from '../../../domain/validation/license-support-mail';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { PROVIDER_FIELD_TEXTS } from '../../texts/provider-field-texts';
import type { FieldProps } from '../field-props';
import { US_STATE_OPTIONS } from '../typed/us-state-options';

/**
 * The licence-number form (spec 001 §2.1, §5.16): a licence state and a licence id checked against
 * the chosen state's format for the question's profession (see licenseFamilyOf). The support mail
 * footer (§8) is the question screen's, shown on every question.
 *
 * Encoding: the answer is a licence list of one entry, `[{ licenseId, licenseState }]` (spec 001
 * §3.7 'Licence list entries: licenseId, licenseState'), the id trimmed, the state a two-letter code.
 * Spec is silent on whether the state is required: it is, since the id's format depends on it.
 */
export const LicenseNumberField = observer(function LicenseNumberField(props: FieldProps) {
  const { question, screen, idPrefix, setCaptured } = props;
  const entry = licenseEntryOf(screen.value);
  const family = licenseFamilyOf(question.attrType);
  const format = licenseFormatOf(family, entry.licenseState);
  const idVerdict = validateLicenseNumber(family, entry.licenseState, entry.licenseId);
  const stateMissing = entry.licenseState === '';

  const { licenseId, licenseState } = entry;
  useEffect(() => {
    const valid = licenseState !== '' && validateLicenseNumber(family, licenseState, licenseId).valid;
    setCaptured(
      valid ? { submission: submissionFor(question, [{ licenseId: licenseId.trim(), licenseState }]) } : null,
    );
  }, [family, licenseId, licenseState, question, setCaptured]);

  const change = (patch: Partial<LicenseEntry>) => screen.changeValue({ ...entry, ...patch });
  const shown = screen.touched || screen.attempted;

  return (
    <>
      <SelectField
        id={`${idPrefix}-license-state`}
        label={PROVIDER_FIELD_TEXTS.licenseState}
        value={licenseState}
        options={US_STATE_OPTIONS}
        onChange={(next) => change({ licenseState: next })}
        error={shown && stateMissing ? LICENSE_TEXTS.required : null}
        required
      />
      <TextField
        id={`${idPrefix}-license-id`}
        label={PROVIDER_FIELD_TEXTS.licenseId}
        value={licenseId}
        onChange={(next) => change({ licenseId: next })}
        onBlur={screen.blur}
        hint={format === null ? undefined : LICENSE_TEXTS.hint(licenseExampleOf(format))}
        error={shown && !idVerdict.valid ? idVerdict.message : null}
        required
      />
    </>
  );
});
