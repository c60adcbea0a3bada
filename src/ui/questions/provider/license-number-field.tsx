import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { InterviewStore } from '../../../application/view-models/interview.store';
import { submissionFor } from '../../../domain/encoding/submission';
import {
  LICENSE_REQUIRED,
  LICENSE_TEXTS,
  licenseFamilyOf,
  licenseFormatOf,
  validateLicenseNumber,
} from '../../../domain/validation/license-number';
import type { LicenseEntry } from '../../../domain/validation/license-support-mail';
import { LICENSE_SUPPORT_TEXTS } from '../../../domain/errors/question-messages';
import { licenseSupportMailto } from '../../../domain/validation/license-support-mail';
import { useInstance } from '../../app/resolver';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { PROVIDER_FIELD_TEXTS } from '../../texts/provider-field-texts';
import type { FieldProps } from '../field-props';
import { US_STATE_OPTIONS } from '../typed/us-state-options';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The entry the field keeps in screen.value, read from what it kept or a stored answer. */
export function licenseEntryOf(value: unknown): LicenseEntry {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'object' || first === null) return { licenseId: '', licenseState: '' };
  const kept = first as Record<string, unknown>;
  return { licenseId: text(kept.licenseId), licenseState: text(kept.licenseState) };
}

/**
 * The licence-number form (spec 001 §2.1, §5.16): a licence state and a licence id checked against
 * the chosen state's format for the question's profession, with the support mail footer (§8).
 *
 * Encoding: the answer is a licence list of one entry, `[{ licenseId, licenseState }]` (spec 001
 * §3.5 'Licence list entries: licenseId, licenseState'), the id trimmed, the state a two-letter code.
 * Spec is silent on whether the state is required: it is, since the id's format depends on it.
 */
export const LicenseNumberField = observer(function LicenseNumberField(props: FieldProps) {
  const { question, screen, idPrefix, setCaptured } = props;
  const interview = useInstance(InterviewStore);
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
  const mailto = licenseSupportMailto(interview.issuer?.supportContactInfo?.email ?? null, [entry]);

  return (
    <>
      <SelectField
        id={`${idPrefix}-license-state`}
        label={PROVIDER_FIELD_TEXTS.licenseState}
        value={licenseState}
        options={US_STATE_OPTIONS}
        onChange={(next) => change({ licenseState: next })}
        error={shown && stateMissing ? LICENSE_REQUIRED : null}
        required
      />
      <TextField
        id={`${idPrefix}-license-id`}
        label={PROVIDER_FIELD_TEXTS.licenseId}
        value={licenseId}
        onChange={(next) => change({ licenseId: next })}
        onBlur={screen.blur}
        hint={format === null ? undefined : LICENSE_TEXTS.hint(format.example)}
        error={shown && !idVerdict.valid ? idVerdict.message : null}
        required
      />
      {mailto === null ? null : (
        <p className="question__footer">
          {LICENSE_SUPPORT_TEXTS.trouble} <a href={mailto}>{LICENSE_SUPPORT_TEXTS.contactUs}</a>
        </p>
      )}
    </>
  );
});
