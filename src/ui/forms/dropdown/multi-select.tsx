import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import {
  applySelection,
  cancelSelection,
  clearShown,
  draftDiffers,
  editSelection,
  selectAllShown,
  toggleDraft,
  type MultiSelectState,
} from '../../../domain/forms/dropdown';
import { enumOptions, labelOfValue, type EnumOption } from '../../../domain/forms/enum-options';
import type { JsonPrimitive } from '../../../domain/forms/form-schema';
import { FORM_LABELS } from '../../../domain/forms/messages';
import { inputMaxLength } from '../../../domain/forms/input-attributes';
import { CHOICE_CONTROL_TEXTS } from '../../texts/choice-control-texts';
import { FORM_TEXTS } from '../../texts/form-texts';
import type { ControlProps } from '../control-props';
import { DropdownPopup } from './dropdown-popup';
import { DropdownTrigger } from './dropdown-trigger';
import { onDropdownKey, type DropdownKeyActions } from './dropdown-keys';
import { useDropdownControl } from './use-dropdown-control';

/**
 * The multi-select dropdown: an array whose items have an enum (spec 001 §10.3, §10.5). The same
 * popup as the single dropdown, its options ticked and unticked (aria-multiselectable), with
 * SELECT ALL, CLEAR, Cancel and Apply. Ticks are a draft: the answer changes only on Apply or when
 * focus leaves the control; Cancel (and Escape, its key) restores the earlier selection and closes.
 * Spec is silent on a second click on the open combobox: it closes the list as Cancel does, since
 * it is neither Apply nor leaving the control.
 * The closed control names what is chosen ('3 selected: A, B, C').
 */
export const MultiSelect = observer(function MultiSelect(props: ControlProps<readonly JsonPrimitive[]>) {
  const { id, labelId, value, onChange, onBlur, disabled, schema } = props;
  const options = useMemo(() => enumOptions(schema.items), [schema]);
  const order = useMemo(() => options.map((option) => option.value), [options]);
  const [selection, setSelection] = useState<MultiSelectState<JsonPrimitive>>(() => editSelection(value));
  const apply = () => {
    if (draftDiffers(selection)) onChange(applySelection(selection).applied);
  };
  const control = useDropdownControl(options, disabled, onBlur, apply);
  const { list, triggerRef, searchRef, closeToTrigger, onLeave } = control;
  const cancel = () => {
    setSelection(cancelSelection(selection));
    closeToTrigger();
  };
  const toggle = (option: EnumOption) => setSelection((current) => toggleDraft(current, option.value, order));
  const shownValues = () => list.shown.map((option) => option.value);
  const keys: DropdownKeyActions = {
    openAt: (at) => {
      setSelection(editSelection(value));
      list.openList(
        at,
        options.filter((option) => value.includes(option.value)),
      );
    },
    pickActive: () => list.activeOption !== undefined && toggle(list.activeOption),
    escape: cancel,
    focusSearch: control.focusSearch,
    chosenPosition: options.findIndex((option) => value.includes(option.value)),
  };

  return (
    <div className="dropdown" onBlur={onLeave}>
      <div className="dropdown__control">
        <DropdownTrigger
          {...props}
          ref={triggerRef}
          list={list}
          text={value.length === 0 ? null : CHOICE_CONTROL_TEXTS.selected(value.map((v) => labelOfValue(options, v)))}
          placeholder={schema.placeholder ?? schema.items?.placeholder ?? FORM_TEXTS.choose}
          onToggle={() => (list.open ? cancel() : keys.openAt('chosen'))}
          onKeyDown={(event) => onDropdownKey(event, list, 'trigger', keys)}
        />
      </div>
      {list.open && !disabled && (
        <DropdownPopup
          id={id}
          labelId={labelId}
          list={list}
          multiselectable
          isSelected={(option) => selection.draft.includes(option.value)}
          onPick={toggle}
          onSearchKeyDown={(event) => onDropdownKey(event, list, 'search', keys)}
          searchRef={searchRef}
          searchMaxLength={inputMaxLength(schema)}
        >
          <div className="dropdown__actions">
            <button
              type="button"
              className="dropdown__action"
              onClick={() => setSelection((current) => selectAllShown(current, shownValues(), order))}
            >
              {FORM_LABELS.selectAll}
            </button>
            <button
              type="button"
              className="dropdown__action"
              onClick={() => setSelection((current) => clearShown(current, shownValues()))}
            >
              {FORM_LABELS.clear}
            </button>
            <div className="dropdown__actions-end">
              <button type="button" className="button button--secondary dropdown__action" onClick={cancel}>
                {FORM_LABELS.cancel}
              </button>
              <button
                type="button"
                className="button button--primary dropdown__action"
                onClick={() => {
                  apply();
                  closeToTrigger();
                }}
              >
                {FORM_LABELS.apply}
              </button>
            </div>
          </div>
        </DropdownPopup>
      )}
    </div>
  );
});
