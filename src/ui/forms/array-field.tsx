import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { addItemLabel, isItemRequired } from '../../domain/forms/array-rules';
import { headingLevel } from '../../domain/forms/field-kind';
import { childPath } from '../../domain/forms/form-path';
import { showsRequiredMarker } from '../../domain/forms/input-attributes';
import { FORM_LABELS } from '../../domain/forms/messages';
import { FieldMessage } from '../components/field-message';
import { FORM_TEXTS } from '../texts/form-texts';
import { fieldIdOf } from './field-id';
import { LabelMarks } from './label-marks';
import { fieldLabelOf } from './field-label';
import type { FormNodeProps } from './form-context';
import { useFormContext } from './form-context';

const FOCUSABLE = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * A list (spec 001 §10.2, §10.3, §10.5): its items, each a group saying where it is ('Item 2 of
 * 3', named 'Item 2 of 3 in References' with its delete button, so two lists' items differ),
 * padded to minItems (the first minItems required and marked while the list is required or,
 * optional, once started: isItemRequired); the add button (ADD or addItemTitle), disabled while
 * the list is invalid or holds maxItems; delete buttons, disabled while the count is at minItems. Why a button is disabled is said in text tied to it (aria-describedby), and the
 * buttons stay focusable (aria-disabled) so that text is heard. Locked: no add or delete at all.
 * Spec is silent on focus: a new item's first field takes focus; after a delete, the list does.
 * Observes the item count, validity and blankness, not the items' values.
 */
export const ArrayField = observer(function ArrayField({ path, schema, required, depth, readOnly }: FormNodeProps) {
  const { form, idPrefix, busy, Node } = useFormContext();
  const itemsRef = useRef<HTMLDivElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const id = fieldIdOf(idPrefix, path);
  const title = fieldLabelOf(form.schema, path);
  const count = form.itemCount(path);
  const canAdd = form.canAdd(path);
  const canDelete = form.canDelete(path);
  const editable = !form.locked && readOnly !== true;
  const error = form.shownErrorAt(path);
  const Heading = `h${headingLevel(Math.max(depth, 1))}` as 'h2' | 'h3' | 'h4';
  const addBlock = form.addBlock(path);
  const addReason =
    addBlock === null
      ? null
      : addBlock.reason === 'full'
        ? FORM_TEXTS.addAtMost(addBlock.maxItems)
        : FORM_TEXTS.addNeedsValidItems;
  const deleteReason = canDelete ? null : FORM_TEXTS.deleteAtLeast(schema.minItems ?? 0);
  const itemSchema = schema.items ?? {};
  // The first minItems items are required, and marked, while the list is: required, or started.
  const listState = { required, blank: form.isBlankAt(path) };

  // Once the added item is drawn, its first field takes focus.
  const focusAdded = useRef(false);
  useEffect(() => {
    if (!focusAdded.current) return;
    focusAdded.current = false;
    const items = itemsRef.current?.children;
    items?.[items.length - 1]?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [count]);
  const add = () => {
    if (!canAdd || busy) return;
    focusAdded.current = true;
    form.addItem(path);
  };
  const remove = (index: number) => {
    if (!canDelete || busy) return;
    form.removeItem(path, index);
    sectionRef.current?.focus();
  };

  return (
    <section ref={sectionRef} id={id} tabIndex={-1} className="form-array" aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className="form-array__title">
        {title}
        <LabelMarks marked={showsRequiredMarker(schema, required)} locked={form.locked} />
      </Heading>
      {schema.description ? <p className="field__hint">{schema.description}</p> : null}
      {schema.hint ? <p className="field__hint">{schema.hint}</p> : null}
      <FieldMessage id={`${id}-error`} message={error} />
      <div ref={itemsRef} className="form-array__items">
        {Array.from({ length: count }, (_, index) => {
          const itemPath = childPath(path, index);
          const position = FORM_TEXTS.itemOf(index + 1, count);
          const deleteLabel = FORM_TEXTS.deleteItem(position);
          return (
            <div key={index} className="form-array__item" role="group" aria-label={FORM_TEXTS.inList(position, title)}>
              <p className="form-array__position">{position}</p>
              <Node
                path={itemPath}
                schema={itemSchema}
                required={isItemRequired(index, schema, listState)}
                depth={depth + 1}
                item
                readOnly={readOnly}
              />
              {editable ? (
                <button
                  type="button"
                  className="button button--secondary form-array__delete"
                  aria-disabled={!canDelete || busy || undefined}
                  aria-describedby={deleteReason === null ? undefined : `${id}-delete-reason`}
                  aria-label={FORM_TEXTS.inList(deleteLabel, title)}
                  onClick={() => remove(index)}
                >
                  {deleteLabel}
                </button>
              ) : null}
            </div>
          );
        })}
      </div>
      {editable ? (
        <>
          {deleteReason !== null && count > 0 ? (
            <p id={`${id}-delete-reason`} className="field__hint">
              {deleteReason}
            </p>
          ) : null}
          <button
            type="button"
            className="button button--secondary form-array__add"
            aria-disabled={!canAdd || busy || undefined}
            aria-describedby={addReason === null ? undefined : `${id}-add-reason`}
            onClick={add}
          >
            {addItemLabel(schema, FORM_LABELS.addItem)}
          </button>
          {addReason !== null ? (
            <p id={`${id}-add-reason`} className="field__hint">
              {addReason}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
});
