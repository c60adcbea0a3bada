import { observer } from 'mobx-react-lite';
import type { ComponentType } from 'react';
import { Suspense, useCallback } from 'react';
import type { FormPath } from '../../domain/forms/form-path';
import type { FormSchema } from '../../domain/forms/form-schema';
import { shownTypeHint } from '../../domain/forms/field-state';
import { showsRequiredMarker } from '../../domain/forms/input-attributes';
import { Spinner } from '../components/spinner';
import type { ControlProps } from './control-props';
import { controlValueOf } from './control-value';
import type { ControlKind } from './controls';
import { CONTROLS } from './controls';
import { fieldIdOf } from './field-id';
import { fieldLabelOf } from './field-label';
import { FieldFrame } from './field-frame';
import { useFormContext } from './form-context';

export interface LeafFieldProps {
  readonly path: FormPath;
  readonly kind: ControlKind;
  readonly schema: FormSchema;
  readonly required: boolean;
  /** Read-only itself or inside a read-only object or list. */
  readonly readOnly: boolean;
}

/**
 * One field drawn by a control: it observes only its own value and message, so a keystroke
 * re-renders this field and nothing else.
 */
export const LeafField = observer(function LeafField({ path, kind, schema, required, readOnly }: LeafFieldProps) {
  const { form, idPrefix, busy } = useFormContext();
  const id = fieldIdOf(idPrefix, path);
  const error = form.shownErrorAt(path);
  const entry = CONTROLS[kind] as (typeof CONTROLS)[ControlKind];
  // The table pairs each kind with its control; controlValueOf gives the value of the same kind.
  const Control = entry.control as ComponentType<ControlProps<unknown>>;
  const onChange = useCallback((value: unknown) => form.setValue(path, value), [form, path]);
  const onBlur = useCallback(() => form.touch(path), [form, path]);
  // Read here, in this observer's render, not in the frame's render-prop, so this field observes it.
  const value = controlValueOf(kind, form.valueAt(path));
  const disabled = busy || form.locked || readOnly;
  return (
    <FieldFrame
      id={id}
      labelId={`${id}-label`}
      label={fieldLabelOf(form.schema, path)}
      schema={schema}
      marked={showsRequiredMarker(schema, required)}
      labelled={entry.labelled}
      locked={form.locked}
      extraHint={form.licenseHintAt(path)}
      typeHint={shownTypeHint(schema, true)}
      error={error}
    >
      {(describedBy) => (
        <Suspense fallback={<Spinner />}>
          <Control
            id={id}
            labelId={`${id}-label`}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            disabled={disabled}
            required={required}
            invalid={error !== null}
            describedBy={describedBy}
            schema={schema}
          />
        </Suspense>
      )}
    </FieldFrame>
  );
});
