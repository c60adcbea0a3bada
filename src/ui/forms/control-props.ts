import type { FormSchema } from '../../domain/forms/form-schema';

/**
 * The contract between the schema form's renderer and one control (spec 001 §10). The renderer's
 * field frame draws the label (id `labelId`), the required marker, the hint or warning, the type
 * hint, the lock icon and the error; the control draws only what the applicant operates.
 *
 * The control puts `id` on its first focusable element (the error summary links to it and submit
 * focuses it), and `aria-invalid` (when `invalid`) and `aria-describedby` (`describedBy`) on every
 * element that takes the value, so custom controls are as accessible as a plain input.
 */
export interface ControlProps<V> {
  readonly id: string;
  /** The frame's label element, for controls that cannot be named by `<label for>` (an editor, a group). */
  readonly labelId: string;
  readonly value: V;
  readonly onChange: (value: V) => void;
  /** The applicant left the control: the field becomes touched (spec 001 §10.3). */
  readonly onBlur: () => void;
  /** Disabled by the role-based lock, readOnly, or while the answer is sent. */
  readonly disabled: boolean;
  readonly required: boolean;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly schema: FormSchema;
}

/**
 * The attributes every element that takes a control's value carries (the contract above):
 * required, invalid and the field's description, each only when it applies.
 */
export const valueAria = ({
  required,
  invalid,
  describedBy,
}: Pick<ControlProps<unknown>, 'required' | 'invalid' | 'describedBy'>) => ({
  'aria-required': required || undefined,
  'aria-invalid': invalid || undefined,
  'aria-describedby': describedBy,
});
