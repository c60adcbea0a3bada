import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { ErrorViewModel } from '../../../application/view-models/error.view-model';
import { SchemaFormViewModel } from '../../../application/view-models/schema-form.view-model';
import { submissionFor } from '../../../domain/encoding/submission';
import { useInstance } from '../../app/resolver';
import { useUnloadWarning } from '../../components/use-unload-warning';
import { SchemaForm } from '../../forms/schema-form';
import { FORM_TEXTS } from '../../texts/form-texts';
import type { FieldProps } from '../field-props';

/**
 * The smart-attribute JSON-schema form, the spec's custom form question (spec 001 §2.1, §10): the
 * form of `metadata.schema`, under the question's h1, with its own submit (the frame's label).
 *
 * The form's value lives in SchemaFormViewModel while the applicant types; it is kept in the
 * question (screen.changeValue) when focus leaves a field, before a submit and when the screen
 * is left, not on every keystroke, so 'Do this later' and a failed call keep what was typed
 * without a keystroke costing more than its own field. Each keystroke still tells the question
 * that the applicant is typing (screen.noteTyping, a time and nothing observed), so polling does
 * not replace the state meanwhile (spec 000 §4), as for every other field.
 *
 * Kept there, edits are still only in the page: once the applicant changes something, closing or
 * reloading the page asks first (spec is silent; a submission does the same), until the sent form
 * leaves the screen. Leaving for another screen of the app keeps them, so it is not stopped.
 */
export const JsonSchemaField = observer(function JsonSchemaField({ question, screen, idPrefix }: FieldProps) {
  const form = useInstance(SchemaFormViewModel);
  const error = useInstance(ErrorViewModel);
  const [openedFor, setOpenedFor] = useState<string | null>(null);

  // Opened once per question, keyed on its attribute type rather than its object: a reload of the
  // interview state (polling) brings new objects for the same question, and opening again would
  // drop what was typed since. Later changes of screen.value are this form's own edits.
  const { attrType } = question;
  useLayoutEffect(() => {
    setOpenedFor(form.openQuestion(question, screen.value, screen.noteTyping) ? attrType : null);
  }, [form, attrType]);

  const keep = useCallback(() => {
    const edits = form.takeEdits();
    if (edits !== null) screen.changeValue(edits);
  }, [form, screen]);
  useEffect(() => keep, [keep]);
  useUnloadWarning(form.unsentEdits, FORM_TEXTS.leaveWithUnsentEdits);

  const submit = useCallback(
    (answer: Record<string, unknown>) => {
      error.clear();
      void screen.submitCaptured(submissionFor(question, answer));
    },
    [error, screen, question],
  );

  if (openedFor !== question.attrType) return null;
  return (
    <SchemaForm
      form={form}
      idPrefix={idPrefix}
      submitLabel={screen.submitLabel}
      busy={screen.submitting}
      onSubmit={submit}
      onLeave={keep}
    />
  );
});
