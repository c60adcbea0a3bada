import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { headingLevel } from '../../domain/forms/field-kind';
import { childPath } from '../../domain/forms/form-path';
import { CloseIcon } from '../components/icons/close-icon';
import { FieldMessage } from '../components/field-message';
import { FORM_TEXTS } from '../texts/form-texts';
import { fieldIdOf } from './field-id';
import { fieldLabelOf } from './field-label';
import type { FormNodeProps } from './form-context';
import { useFormContext } from './form-context';

/** A restored object's first field (its own delete icon, in the heading, is skipped). */
const FIRST_FIELD =
  'input, select, textarea, [contenteditable="true"], [role="combobox"], button:not(.form-object__remove)';

/**
 * An object (spec 001 §10.2): a heading (h2 to h4 below the question's h1) over its fields. An
 * optional nested object has a delete (x) icon named for it, hidden when the form is locked; once
 * removed it is sent as absent, and a button brings it back (spec is silent on getting it back:
 * 'Add {title}', ours). An item of a list has neither heading nor delete icon: its group names it.
 * Observes only whether it is present, not its fields' values.
 *
 * Spec is silent on focus: the removed object's fields and its icon are gone, so focus would drop
 * to the page; it goes to the 'Add {title}' button that takes their place (the next thing to do
 * there, and it says what happened). Brought back, focus goes to the object's first field, as a
 * list's added item does.
 */
export const ObjectField = observer(function ObjectField({
  path,
  schema,
  required,
  depth,
  item,
  readOnly,
}: FormNodeProps) {
  const { form, idPrefix, busy, Node } = useFormContext();
  const id = fieldIdOf(idPrefix, path);
  const title = fieldLabelOf(form.schema, path);
  const removable = depth > 0 && !required && item !== true && !form.locked && readOnly !== true;
  const present = !removable || form.isPresent(path);
  const sectionRef = useRef<HTMLElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  // Set by a remove or a restore: once the other half is drawn, it takes focus.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    // A field still loading its control: the object itself (it reads its heading) meanwhile.
    if (present) (sectionRef.current?.querySelector<HTMLElement>(FIRST_FIELD) ?? sectionRef.current)?.focus();
    else restoreRef.current?.focus();
  }, [present]);
  const fields = Object.entries(schema.properties ?? {}).map(([key, child]) => (
    <Node
      key={key}
      path={childPath(path, key)}
      schema={child}
      required={schema.required?.includes(key) ?? false}
      depth={depth + 1}
      readOnly={readOnly}
    />
  ));
  if (depth === 0) {
    return (
      <>
        {schema.description ? <p className="form-object__description">{schema.description}</p> : null}
        {fields}
      </>
    );
  }
  if (!present) {
    return (
      <div className="form-object form-object--removed">
        <button
          ref={restoreRef}
          id={id}
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => {
            moveFocus.current = true;
            form.restoreObject(path);
          }}
        >
          {FORM_TEXTS.restoreObject(title)}
        </button>
      </div>
    );
  }
  const Heading = `h${headingLevel(depth)}` as 'h2' | 'h3' | 'h4';
  const error = form.shownErrorAt(path);
  return (
    <section
      ref={sectionRef}
      id={id}
      tabIndex={-1}
      className="form-object"
      aria-labelledby={item === true ? undefined : `${id}-heading`}
    >
      {item === true ? null : (
        <div className="form-object__head">
          <Heading id={`${id}-heading`} className="form-object__title">
            {title}
          </Heading>
          {removable ? (
            <button
              type="button"
              className="icon-button form-object__remove"
              aria-label={FORM_TEXTS.removeObject(title)}
              disabled={busy}
              onClick={() => {
                moveFocus.current = true;
                form.removeObject(path);
              }}
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
      )}
      {schema.description && item !== true ? <p className="field__hint">{schema.description}</p> : null}
      <FieldMessage id={`${id}-error`} message={error} />
      {fields}
    </section>
  );
});
