import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useMemo, useState } from 'react';
import type { SchemaFormViewModel } from '../../application/view-models/schema-form.view-model';
import { ROOT_PATH } from '../../domain/forms/form-path';
import { marksRequiredFields } from '../../domain/forms/input-attributes';
import { QUESTION_TEXTS } from '../../domain/questions/messages';
import { ErrorSummary } from './error-summary';
import { FormContext } from './form-context';
import { FormNode } from './form-node';
import './forms.css';

export interface SchemaFormProps {
  readonly form: SchemaFormViewModel;
  /** Unique per question: prefixes every field id. */
  readonly idPrefix: string;
  readonly submitLabel: string;
  /** The answer is being sent: fields and submit are disabled. */
  readonly busy: boolean;
  /** A valid submit: the answer to send (formAnswer). */
  readonly onSubmit: (answer: Record<string, unknown>) => void;
  /** Focus left a field, or a submit is starting: the moment to keep what was typed. */
  readonly onLeave: () => void;
}

/**
 * A schema-driven form (spec 001 §10): its fields from the schema, the error summary, and its
 * submit. Submit (§10.3) prevents the default, does nothing while disabled, touches every field,
 * and either hands over the answer or shows the error summary, which takes focus.
 *
 * Spec is silent on what the form's asterisk means to the eye (screen readers hear '(Required)'):
 * a form with any marked label says it above its fields, in the overview's words ('* Required
 * information', spec 000 §2), at the top rather than the overview's foot, since a long form's
 * foot is read last.
 */
export const SchemaForm = observer(function SchemaForm(props: SchemaFormProps) {
  const { form, idPrefix, submitLabel, busy, onSubmit, onLeave } = props;
  const [attempt, setAttempt] = useState(0);
  const context = useMemo(() => ({ form, idPrefix, busy, Node: FormNode }), [form, idPrefix, busy]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    onLeave();
    const outcome = form.submit();
    if (outcome.ok) onSubmit(outcome.answer);
    else setAttempt((count) => count + 1);
  };
  return (
    <FormContext.Provider value={context}>
      <form className="schema-form" noValidate onSubmit={submit} onBlur={onLeave}>
        <ErrorSummary form={form} idPrefix={idPrefix} attempt={attempt} />
        {marksRequiredFields(form.schema) ? <p className="legend">{QUESTION_TEXTS.legend}</p> : null}
        <FormNode path={ROOT_PATH} schema={form.schema} required depth={0} />
        <div className="schema-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
    </FormContext.Provider>
  );
});
