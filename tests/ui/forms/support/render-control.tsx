import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { useState } from 'react';
import type { FormSchema } from '../../../../src/domain/forms/form-schema';
import type { Resolver } from '../../../../src/ui/app/resolver';
import { ResolverProvider } from '../../../../src/ui/app/resolver';
import type { ControlProps } from '../../../../src/ui/forms/control-props';
import { FakeTime } from '../../../application/fakes/fake-time';

export interface ControlOptions<V> {
  readonly label: string;
  readonly value: V;
  readonly schema: FormSchema;
  readonly disabled?: boolean;
  readonly required?: boolean;
  readonly invalid?: boolean;
  readonly describedBy?: string;
}

/**
 * One control as the schema form's field frame hosts it: a label (id `f-label`, for `f`), the
 * value kept in state as the form keeps it, and a button elsewhere on the page to click or tab
 * to. The clock reads 11/23/2026 (FakeTime), through the resolver as in the app.
 */
export function renderControl<V>(Control: ComponentType<ControlProps<V>>, options: ControlOptions<V>) {
  const onChange = jest.fn<void, [V]>();
  const onBlur = jest.fn<void, []>();
  const time = new FakeTime();
  const resolver: Resolver = { get: <T,>() => time as T };

  function Host(props: ControlOptions<V>) {
    const [value, setValue] = useState(props.value);
    return (
      <ResolverProvider resolver={resolver}>
        <main>
          <h1>Form</h1>
          <label id="f-label" htmlFor="f">
            {props.label}
          </label>
          <Control
            id="f"
            labelId="f-label"
            value={value}
            onChange={(next) => {
              setValue(next);
              onChange(next);
            }}
            onBlur={onBlur}
            disabled={props.disabled ?? false}
            required={props.required ?? false}
            invalid={props.invalid ?? false}
            describedBy={props.describedBy}
            schema={props.schema}
          />
          <p id="f-error">{props.invalid ? 'This field is invalid' : ''}</p>
          <button type="button">Elsewhere</button>
        </main>
      </ResolverProvider>
    );
  }

  const user = userEvent.setup();
  const view = render(<Host {...options} />);
  return {
    user,
    onChange,
    onBlur,
    /** Renders again with other frame props (disabled, invalid); the value stays. */
    update: (changes: Partial<ControlOptions<V>>) => view.rerender(<Host {...options} {...changes} />),
  };
}
