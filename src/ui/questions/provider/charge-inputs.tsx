import { observer } from 'mobx-react-lite';
import type { ChargeAnswer } from '../../../domain/assessment/charge-answer';
import { ASSESSMENT_TEXTS } from '../../../domain/assessment/assessment-texts';
import {
  REHABILITATION_BOXES,
  isRehabilitationBoxDisabled,
  isRehabilitationOtherTextDisabled,
  isRehabilitationTicked,
  setRehabilitation,
  setRehabilitationOtherText,
} from '../../../domain/assessment/rehabilitation';
import { AGE_AT_OFFENSE_MAX } from '../../../domain/assessment/charge-validity';
import { CheckboxField } from '../../components/checkbox-field';
import { describedBy, FieldMessage } from '../../components/field-message';
import { TextField } from '../../components/text-field';
import { PROVIDER_FIELD_TEXTS as T } from '../../texts/provider-field-texts';

type TextKey =
  | 'lastPosition'
  | 'cause'
  | 'paroleRequirements'
  | 'offenseTraining'
  | 'substanceTraining'
  | 'additionalEffort'
  | 'additionalInformation';

/**
 * Which input a charge's validation message belongs to (the domain names the first problem), in
 * the language shown: built when asked, as the messages are.
 */
const fieldsOfMessages = (): Readonly<Record<string, string>> => ({
  [ASSESSMENT_TEXTS.ageAtOffense]: 'ageAtOffense',
  [ASSESSMENT_TEXTS.lastPositionRequired]: 'lastPosition',
  [ASSESSMENT_TEXTS.isBondedRequired]: 'isBonded',
  [ASSESSMENT_TEXTS.additionalInformationRequired]: 'additionalInformation',
  [ASSESSMENT_TEXTS.additionalEffortRequired]: 'additionalEffort',
  [ASSESSMENT_TEXTS.offenseTrainingRequired]: 'offenseTraining',
  [ASSESSMENT_TEXTS.substanceTrainingRequired]: 'substanceTraining',
  [ASSESSMENT_TEXTS.paroleRequirementsRequired]: 'paroleRequirements',
  [ASSESSMENT_TEXTS.rehabilitationRequired]: 'rehabilitation',
});

export interface ChargeInputsProps {
  readonly id: string;
  readonly charge: ChargeAnswer;
  readonly onChange: (charge: ChargeAnswer) => void;
  /** The charge's validation message, once a submit of this page was tried. */
  readonly error: string | null;
  readonly disabled?: boolean;
}

/** Spec is silent on typing the age: only digits are kept, up to three, '' meaning not given. */
const ageOf = (typed: string): number | null => {
  const digits = typed.replace(/\D/g, '').slice(0, String(AGE_AT_OFFENSE_MAX).length);
  return digits === '' ? null : Number(digits);
};

/**
 * The inputs of one charge page (spec 001 §2.1, §3.4, §4): age, last position, cause (optional),
 * bonded yes/no, the rehabilitation boxes with Other's text, and the training and effort texts.
 * The charge's one message shows under the input it is about.
 */
export const ChargeInputs = observer(function ChargeInputs({
  id,
  charge,
  onChange,
  error,
  disabled,
}: ChargeInputsProps) {
  const errorField = error === null ? null : (fieldsOfMessages()[error] ?? 'rehabilitation');
  const errorOf = (field: string) => (errorField === field ? error : null);
  const textInput = (key: TextKey, label: string, required = true) => (
    <TextField
      id={`${id}-${key}`}
      label={label}
      value={charge[key]}
      onChange={(value) => onChange({ ...charge, [key]: value })}
      error={errorOf(key)}
      required={required}
      disabled={disabled}
    />
  );
  const bondedError = errorOf('isBonded');
  const rehabError = errorOf('rehabilitation');

  return (
    <>
      <TextField
        id={`${id}-ageAtOffense`}
        label={T.ageAtOffense}
        value={charge.ageAtOffense === null ? '' : String(charge.ageAtOffense)}
        onChange={(typed) => onChange({ ...charge, ageAtOffense: ageOf(typed) })}
        inputMode="numeric"
        error={errorOf('ageAtOffense')}
        required
        disabled={disabled}
      />
      {textInput('lastPosition', T.lastPosition)}
      {textInput('cause', T.cause, false)}
      <fieldset className="field" aria-describedby={describedBy(bondedError ? `${id}-isBonded-error` : null)}>
        <legend className="field__label">
          {T.isBonded}
          <span aria-hidden="true"> *</span>
        </legend>
        {([true, false] as const).map((answer) => (
          <div className="field--checkbox" key={String(answer)}>
            <input
              id={`${id}-isBonded-${answer ? 'yes' : 'no'}`}
              type="radio"
              name={`${id}-isBonded`}
              checked={charge.isBonded === answer}
              onChange={() => onChange({ ...charge, isBonded: answer })}
              disabled={disabled}
            />
            <label className="checkbox__label" htmlFor={`${id}-isBonded-${answer ? 'yes' : 'no'}`}>
              {answer ? T.yes : T.no}
            </label>
          </div>
        ))}
        <FieldMessage id={`${id}-isBonded-error`} message={bondedError} />
      </fieldset>
      <fieldset className="field" aria-describedby={describedBy(rehabError ? `${id}-rehabilitation-error` : null)}>
        <legend className="field__label">
          {T.rehabilitation}
          <span aria-hidden="true"> *</span>
        </legend>
        {REHABILITATION_BOXES.map((box) => (
          <CheckboxField
            key={box}
            id={`${id}-rehabilitation-${box}`}
            label={T.rehabilitationBoxes[box]}
            checked={isRehabilitationTicked(charge, box)}
            onChange={(ticked) => onChange(setRehabilitation(charge, box, ticked))}
            disabled={disabled === true || isRehabilitationBoxDisabled(charge, box)}
          />
        ))}
        <TextField
          id={`${id}-rehabilitationOther`}
          label={T.rehabilitationOtherText}
          value={charge.rehabilitationOther ?? ''}
          onChange={(text) => onChange(setRehabilitationOtherText(charge, text))}
          disabled={disabled === true || isRehabilitationOtherTextDisabled(charge)}
        />
        <FieldMessage id={`${id}-rehabilitation-error`} message={rehabError} />
      </fieldset>
      {textInput('paroleRequirements', T.paroleRequirements)}
      {textInput('offenseTraining', T.offenseTraining)}
      {textInput('substanceTraining', T.substanceTraining)}
      {textInput('additionalEffort', T.additionalEffort)}
      {textInput('additionalInformation', T.additionalInformation)}
    </>
  );
});
