import type { FullName } from '../../../domain/validation/full-name';
import { VALIDATION_MESSAGES } from '../../../domain/validation/messages';
import { TextField } from '../../components/text-field';
import type { InputErrors } from './use-input-errors';

export type NamePart = keyof FullName;

/**
 * The messages of the name check (validateFullName), each about one input, in the language shown:
 * built at render, as the messages are.
 */
export const nameErrorTargets = (): ReadonlyMap<string, NamePart> =>
  new Map<string, NamePart>([
    [VALIDATION_MESSAGES.firstNameRequired, 'first'],
    [VALIDATION_MESSAGES.lastNameRequired, 'last'],
  ]);

export interface NameInputsProps {
  readonly idPrefix: string;
  readonly name: FullName;
  readonly labels: Readonly<Record<NamePart, string>>;
  /** Autofill tokens per input: the applicant's own name, or 'off' for a previous one. */
  readonly autoComplete: Readonly<Record<NamePart, string>>;
  readonly onChange: (name: FullName) => void;
  readonly errors: InputErrors<NamePart>;
}

/** First, middle (optional) and last name inputs (spec 001 §2.1, §5.2). */
export function NameInputs({ idPrefix, name, labels, autoComplete, onChange, errors }: NameInputsProps) {
  const input = (part: NamePart, required: boolean) => (
    <TextField
      id={`${idPrefix}-${part}`}
      label={labels[part]}
      value={name[part]}
      onChange={(typed) => onChange({ ...name, [part]: typed })}
      onBlur={() => errors.leave(part)}
      error={errors.errorOf(part)}
      autoComplete={autoComplete[part]}
      required={required}
    />
  );
  return (
    <>
      {input('first', true)}
      {input('middle', false)}
      {input('last', true)}
    </>
  );
}
