import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { showsClearButton } from '../../../domain/forms/dropdown';
import { enumOptions, labelOfValue, optionOf, type EnumOption } from '../../../domain/forms/enum-options';
import type { JsonPrimitive } from '../../../domain/forms/form-schema';
import { isEmptyValue } from '../../../domain/forms/validate-field';
import { inputMaxLength } from '../../../domain/forms/input-attributes';
import { CHOICE_CONTROL_TEXTS } from '../../texts/choice-control-texts';
import { FORM_TEXTS } from '../../texts/form-texts';
import type { ControlProps } from '../control-props';
import { DropdownPopup } from './dropdown-popup';
import { DropdownTrigger } from './dropdown-trigger';
import { onDropdownKey, type DropdownKeyActions } from './dropdown-keys';
import { useDropdownControl } from './use-dropdown-control';
import type { DropdownList } from './use-dropdown-list';

/**
 * The enum field's dropdown (spec 001 §10.2, §10.3, §10.5): a select-only combobox (WAI-ARIA APG)
 * showing the chosen option's label or the placeholder, over a listbox popup with a search box
 * from 10 options; a Clear button only when the field is not required and has a value.
 * Spec is silent on leaving an open list (Tab, a click elsewhere): once the applicant has moved
 * through it with the keys or searched, the option they reached is taken, as the APG's Tab does,
 * as a native select's type-ahead does, and as the multi-select applies its ticks on blur (typing
 * 'Texas' and moving on chooses Texas); a list only opened, or pointed at with the mouse, changes
 * nothing. Escape always closes without a change. Either way the field becomes touched.
 */
export const SingleSelect = observer(function SingleSelect(props: ControlProps<JsonPrimitive | null>) {
  const { id, labelId, value, onChange, onBlur, disabled, required, schema } = props;
  const options = useMemo(() => enumOptions(schema), [schema]);
  /** Takes the option the applicant moved to with the keys or a search (see above). */
  const takeReached = (reached: DropdownList) => {
    const active = reached.activeOption;
    if (reached.navigated && active !== undefined && active.value !== value) onChange(active.value);
  };
  const control = useDropdownControl(options, disabled, onBlur, takeReached);
  const { list, triggerRef, searchRef, closeToTrigger, onLeave } = control;
  const chosen = value === null ? undefined : optionOf(options, value);
  const hasValue = !isEmptyValue(value);
  const pick = (option: EnumOption) => {
    onChange(option.value);
    closeToTrigger();
  };
  const keys: DropdownKeyActions = {
    openAt: (at) => list.openList(at, chosen === undefined ? [] : [chosen]),
    pickActive: () => list.activeOption !== undefined && pick(list.activeOption),
    escape: closeToTrigger,
    focusSearch: control.focusSearch,
    // Focus may stay in the control (on Clear): the list closes here rather than on leaving.
    tabFromTrigger: () => {
      takeReached(list);
      list.close();
    },
    chosenPosition: chosen === undefined ? -1 : options.indexOf(chosen),
  };

  return (
    <div className="dropdown" onBlur={onLeave}>
      <div className="dropdown__control">
        <DropdownTrigger
          {...props}
          ref={triggerRef}
          list={list}
          text={hasValue && value !== null ? labelOfValue(options, value) : null}
          placeholder={schema.placeholder ?? FORM_TEXTS.choose}
          onToggle={() => (list.open ? list.close() : keys.openAt('chosen'))}
          onKeyDown={(event) => onDropdownKey(event, list, 'trigger', keys)}
        />
        {showsClearButton(required, hasValue) && !disabled && (
          <button
            type="button"
            id={`${id}-clear`}
            className="dropdown__clear"
            aria-labelledby={`${id}-clear ${labelId}`}
            onClick={() => {
              onChange(null);
              closeToTrigger();
            }}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{CHOICE_CONTROL_TEXTS.clear}</span>
          </button>
        )}
      </div>
      {list.open && !disabled && (
        <DropdownPopup
          id={id}
          labelId={labelId}
          list={list}
          multiselectable={false}
          isSelected={(option) => option === chosen}
          onPick={pick}
          onSearchKeyDown={(event) => onDropdownKey(event, list, 'search', keys)}
          searchRef={searchRef}
          searchMaxLength={inputMaxLength(schema)}
        />
      )}
    </div>
  );
});
