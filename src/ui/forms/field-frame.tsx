import type { ReactNode } from 'react';
import { useState } from 'react';
import type { FormSchema } from '../../domain/forms/form-schema';
import { describedBy } from '../components/field-message';
import { FieldMessage } from '../components/field-message';
import { focusLeaves } from './focus-leaves';
import { LabelMarks } from './label-marks';

export interface FieldFrameProps {
  readonly id: string;
  readonly labelId: string;
  readonly label: string;
  readonly schema: FormSchema;
  /** The required marker shows (showsRequiredMarker). */
  readonly marked: boolean;
  /** 'for': a label for the control's id; 'group': a label the control's group names itself by. */
  readonly labelled: 'for' | 'group';
  /** Locked by role-based access: the lock icon (spec 001 §10.2). */
  readonly locked: boolean;
  /** A hint the field adds to the schema's (the licence number's 'Eg. {example}'). */
  readonly extraHint: string | null;
  readonly error: string | null;
  /**
   * The type hint the field shows while focused (shownTypeHint with focus), or null. Given by the
   * field, an observer, which reads it in the language shown: this frame is a plain component.
   */
  readonly typeHint: string | null;
  readonly children: (describedBy: string | undefined) => ReactNode;
}

/**
 * The frame of one field: the label (with the required marker: an asterisk for the eye and
 * '(Required)' for screen readers), the hint or warning, the type hint while focused (spec 001
 * §10.3), the lock icon, the control, and the error tied to the control by id `${id}-error`.
 *
 * The type hint's line is kept while the field is not focused (the text hidden, and out of the
 * accessibility tree and the description), so focusing or leaving the field never moves what is
 * below it: a click on Submit right after typing a colour would otherwise land where the button
 * was before the hint went.
 */
export function FieldFrame(props: FieldFrameProps) {
  const { id, labelId, label, schema, error } = props;
  const [focused, setFocused] = useState(false);
  // The kind has a type hint to show (when focused), so its line is kept.
  const typeHintText = props.typeHint;
  const typeHintShown = focused && typeHintText !== null;
  const hints = [
    { id: `${id}-description`, text: schema.description, className: 'field__hint' },
    { id: `${id}-hint`, text: schema.hint, className: 'field__hint' },
    { id: `${id}-extra-hint`, text: props.extraHint, className: 'field__hint' },
    { id: `${id}-warning`, text: schema.warning, className: 'field__hint form-field__warning' },
  ].filter((hint) => typeof hint.text === 'string' && hint.text !== '');
  const describing = describedBy(
    ...hints.map((hint) => hint.id),
    typeHintShown && `${id}-type-hint`,
    error ? `${id}-error` : null,
  );
  const content = (
    <>
      {label}
      <LabelMarks marked={props.marked} locked={props.locked} />
    </>
  );
  return (
    <div
      className="field form-field"
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (focusLeaves(event)) setFocused(false);
      }}
    >
      {props.labelled === 'for' ? (
        <label id={labelId} className="field__label" htmlFor={id}>
          {content}
        </label>
      ) : (
        <span id={labelId} className="field__label">
          {content}
        </span>
      )}
      {hints.map((hint) => (
        <p key={hint.id} id={hint.id} className={hint.className}>
          {hint.text}
        </p>
      ))}
      {typeHintText === null ? null : (
        <p
          id={`${id}-type-hint`}
          className={`field__hint form-field__type-hint${typeHintShown ? '' : ' form-field__type-hint--hidden'}`}
          aria-hidden={typeHintShown ? undefined : true}
        >
          {typeHintText}
        </p>
      )}
      {props.children(describing)}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
