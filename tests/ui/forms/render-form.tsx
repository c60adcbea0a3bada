import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchemaFormViewModel } from '../../../src/application/view-models/schema-form.view-model';
import { ErrorViewModel } from '../../../src/application/view-models/error.view-model';
import { parseFormSchema } from '../../../src/domain/forms/parse-form-schema';
import { SchemaForm } from '../../../src/ui/forms/schema-form';
import { FakeErrorReporter } from '../../application/fakes/fake-error-reporter';

export interface RenderFormOptions {
  readonly kept?: unknown;
  readonly locked?: boolean;
  readonly busy?: boolean;
}

/**
 * Renders one schema form on its own (its schema read as the question's field reads it), with
 * the answers it submits and the number of times it asked to keep its edits.
 */
export function renderForm(rawSchema: unknown, options: RenderFormOptions = {}) {
  const parsed = parseFormSchema(rawSchema);
  if (!parsed.ok) throw new Error(parsed.error);
  const form = new SchemaFormViewModel(new ErrorViewModel(), new FakeErrorReporter());
  form.open(parsed.value, options.kept ?? null, { locked: options.locked ?? false });
  const submitted: Record<string, unknown>[] = [];
  const user = userEvent.setup();
  const view = render(
    <main>
      <h1>Form</h1>
      <SchemaForm
        form={form}
        idPrefix="t"
        submitLabel="Continue"
        busy={options.busy ?? false}
        onSubmit={(answer) => submitted.push(answer)}
        onLeave={() => undefined}
      />
    </main>,
  );
  return { form, submitted, user, ...view };
}

/** A form of one field, `field`, under the key 'f', required or not. */
export const oneField = (field: Record<string, unknown>, required = false) => ({
  type: 'object',
  ...(required ? { required: ['f'] } : {}),
  properties: { f: field },
});

export { axeViolations } from '../support/axe-violations';
