import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useEffect, useRef } from 'react';
import type { SchemaFormViewModel } from '../../application/view-models/schema-form.view-model';
import { FORM_TEXTS } from '../texts/form-texts';
import { fieldIdOf } from './field-id';
import { summaryLabelOf } from './field-label';

export interface ErrorSummaryProps {
  readonly form: SchemaFormViewModel;
  readonly idPrefix: string;
  /** Counts the invalid submits: each one moves focus to the summary again. */
  readonly attempt: number;
}

/** Scrolls a field into view and focuses it (spec 001 §10.3 'scroll to and focus'). */
function goTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (target === null) return;
  event.preventDefault();
  target.scrollIntoView?.({ block: 'center' });
  target.focus();
}

/**
 * The error summary above a form submitted with errors (decision of issue 15): 'There is a
 * problem' and a link per field in error, in document order, with the field's label and message;
 * it takes focus and is announced after each invalid submit, and each link scrolls to and focuses
 * its field. It follows the form as it is corrected and goes once nothing is in error.
 */
export const ErrorSummary = observer(function ErrorSummary({ form, idPrefix, attempt }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const errors = form.submitted ? Object.entries(form.errors) : [];
  const shown = errors.length > 0;
  useEffect(() => {
    if (attempt === 0) return;
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus();
  }, [attempt]);
  if (!shown) return null;
  return (
    <div
      ref={ref}
      className="alert alert--error form-errors"
      role="alert"
      tabIndex={-1}
      aria-labelledby={`${idPrefix}-errors-heading`}
    >
      <h2 id={`${idPrefix}-errors-heading`} className="alert__heading">
        {FORM_TEXTS.errorSummary}
      </h2>
      <ul className="form-errors__list">
        {errors.map(([path, message]) => {
          const id = fieldIdOf(idPrefix, path);
          return (
            <li key={path}>
              <a href={`#${id}`} onClick={(event) => goTo(event, id)}>
                {summaryLabelOf(form.schema, path)}: {message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
