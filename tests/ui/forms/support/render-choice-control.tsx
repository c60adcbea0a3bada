import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import type { FormSchema } from '../../../../src/domain/forms/form-schema';
import type { ControlProps } from '../../../../src/ui/forms/control-props';

export interface ControlSetup<V> {
  readonly schema: FormSchema;
  readonly value: V;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
  readonly label?: string;
}

/**
 * The dropdown and image-url controls' host (the pickers use render-control.tsx). One control inside a stand-in for the renderer's field frame: the label the control is named by
 * (id `field-label`), an error it is described by when invalid, and a button after it to move
 * focus to. The value is kept as the frame keeps it; every change and blur is recorded.
 */
export function renderControl<V>(Control: ComponentType<ControlProps<V>>, setup: ControlSetup<V>) {
  const onChange = jest.fn<void, [V]>();
  const onBlur = jest.fn<void, []>();
  let setExternal: (props: Partial<ControlSetup<V>>) => void = () => undefined;
  function Frame() {
    const [state, setState] = useState<ControlSetup<V>>(setup);
    setExternal = (props) => setState((current) => ({ ...current, ...props }));
    return (
      <main>
        <h1>Form</h1>
        <span id="field-label">{state.label ?? 'State'}</span>
        <Control
          id="field"
          labelId="field-label"
          value={state.value}
          onChange={(value) => {
            onChange(value);
            setState((current) => ({ ...current, value }));
          }}
          onBlur={onBlur}
          disabled={state.disabled ?? false}
          required={state.required ?? false}
          invalid={state.invalid ?? false}
          describedBy={state.invalid ? 'field-error' : undefined}
          schema={state.schema}
        />
        {state.invalid && <p id="field-error">This field is required</p>}
        <button type="button">After</button>
      </main>
    );
  }
  const user = userEvent.setup();
  const view = render(<Frame />);
  return {
    ...view,
    user,
    onChange,
    onBlur,
    update: (props: Partial<ControlSetup<V>>) => act(() => setExternal(props)),
  };
}
