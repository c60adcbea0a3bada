import { observer } from 'mobx-react-lite';
import { headingLevel } from '../../domain/forms/field-kind';
import { childPath } from '../../domain/forms/form-path';
import { CloseIcon } from '../components/icons/close-icon';
import { FieldMessage } from '../components/field-message';
import { FORM_TEXTS } from '../texts/form-texts';
import { fieldIdOf } from './field-id';
import { fieldLabelOf } from './field-label';
import type { FormNodeProps } from './form-context';
import { useFormContext } from './form-context';

/**
 * An object (spec 001 §10.2): a heading (h2 to h4 below the question's h1) over its fields. An
 * optional nested object has a delete (x) icon named for it, hidden when the form is locked; once
 * removed it is sent as absent, and a button brings it back (spec is silent on getting it back:
 * 'Add {title}', ours). An item of a list has neither heading nor delete icon: its group names it.
 * Observes only whether it is present, not its fields' values.
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
  if (removable && !form.isPresent(path)) {
    return (
      <div className="form-object form-object--removed">
        <button
          id={id}
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => form.restoreObject(path)}
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
              onClick={() => form.removeObject(path)}
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
