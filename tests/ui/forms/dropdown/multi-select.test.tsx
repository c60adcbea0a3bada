import { screen } from '@testing-library/react';
import type { FormSchema, JsonPrimitive } from '../../../../src/domain/forms/form-schema';
import { MultiSelect } from '../../../../src/ui/forms/dropdown/multi-select';
import { axeViolations } from '../../support/axe-violations';
import { renderControl, type ControlSetup } from '../support/render-choice-control';
import { stateEnum } from '../support/state-enum';

const COLOURS: FormSchema = {
  type: 'array',
  items: { type: 'string', enum: ['r', 'g', 'b', 'y'], enumLabels: ['Red', 'Green', 'Blue', 'Yellow'] },
};
const STATES: FormSchema = { type: 'array', items: stateEnum(12) };

const setup = (props: Partial<ControlSetup<readonly JsonPrimitive[]>> = {}) =>
  renderControl(MultiSelect, { schema: COLOURS, value: [], label: 'Colours', ...props });

const combobox = () => screen.getByRole('combobox', { name: 'Colours' });
const option = (name: string) => screen.getByRole('option', { name });
const ticked = () =>
  screen
    .getAllByRole('option')
    .filter((o) => o.getAttribute('aria-selected') === 'true')
    .map((o) => o.textContent);
const button = (name: string) => screen.getByRole('button', { name });

describe('the multi-select dropdown', () => {
  it('shows the placeholder, then names what is chosen', () => {
    const empty = setup();
    expect(combobox()).toHaveTextContent('Select...');
    empty.unmount();
    setup({ value: ['b', 'r', 'gone'] });
    expect(combobox()).toHaveTextContent('3 selected: Blue, Red, gone');
  });

  it('opens a multi-selectable list with the chosen options ticked and the four actions', async () => {
    const { user } = setup({ value: ['g'] });
    await user.click(combobox());
    expect(screen.getByRole('listbox', { name: 'Colours' })).toHaveAttribute('aria-multiselectable', 'true');
    expect(ticked()).toEqual(['Green']);
    expect(option('Red')).toHaveAttribute('aria-selected', 'false');
    for (const name of ['SELECT ALL', 'CLEAR', 'Cancel', 'Apply']) expect(button(name)).toBeInTheDocument();
  });

  it('changes the answer only on Apply, in the enum order, and closes', async () => {
    const { user, onChange } = setup({ value: ['g'] });
    await user.click(combobox());
    await user.click(option('Yellow'));
    await user.click(option('Red'));
    expect(ticked()).toEqual(['Red', 'Green', 'Yellow']);
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox()).toHaveTextContent('1 selected: Green');
    await user.click(button('Apply'));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(['r', 'g', 'y']);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveTextContent('3 selected: Red, Green, Yellow');
  });

  it('restores the earlier selection on Cancel', async () => {
    const { user, onChange } = setup({ value: ['g'] });
    await user.click(combobox());
    await user.click(option('Green'));
    await user.click(option('Blue'));
    await user.click(button('Cancel'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveFocus();
    await user.click(combobox());
    expect(ticked()).toEqual(['Green']);
  });

  it('restores the earlier selection on Escape, the key of Cancel', async () => {
    const { user, onChange } = setup({ value: ['g'] });
    combobox().focus();
    await user.keyboard('{ArrowDown}{ArrowDown} {Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(combobox()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(ticked()).toEqual(['Green']);
  });

  it('applies the selection when focus leaves the control, and touches the field', async () => {
    const { user, onChange, onBlur } = setup({ value: [] });
    await user.click(combobox());
    await user.click(option('Blue'));
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(button('After'));
    expect(onChange).toHaveBeenLastCalledWith(['b']);
    expect(onBlur).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveTextContent('1 selected: Blue');
  });

  it('sends nothing when focus leaves with the selection unchanged', async () => {
    const { user, onChange, onBlur } = setup({ value: ['r'] });
    await user.click(combobox());
    await user.click(option('Blue'));
    await user.click(option('Blue'));
    await user.click(button('After'));
    expect(onChange).not.toHaveBeenCalled();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('ticks by keyboard (Space on the combobox, Enter too) and reaches the actions with Tab', async () => {
    const { user, onChange, onBlur } = setup();
    combobox().focus();
    await user.keyboard('{ArrowDown} {ArrowDown}{ArrowDown}{Enter}');
    expect(ticked()).toEqual(['Red', 'Blue']);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.tab();
    expect(button('SELECT ALL')).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(button('Apply')).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['r', 'b']);
    expect(combobox()).toHaveFocus();
  });

  it('selects all and clears in the draft', async () => {
    const { user, onChange } = setup({ value: ['g'] });
    await user.click(combobox());
    await user.click(button('SELECT ALL'));
    expect(ticked()).toEqual(['Red', 'Green', 'Blue', 'Yellow']);
    await user.click(button('CLEAR'));
    expect(ticked()).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(button('Apply'));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(combobox()).toHaveTextContent('Select...');
  });

  it('has the search box from 10 options; SELECT ALL and CLEAR act on the options it shows', async () => {
    const { user, onChange } = setup({ schema: STATES, value: ['ca'], label: 'States' });
    await user.click(screen.getByRole('combobox', { name: 'States' }));
    const search = screen.getByRole('combobox', { name: 'Search States' });
    expect(search).toHaveFocus();
    expect(search).toHaveAttribute('maxlength', '1024');
    await user.keyboard('ne');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Connecticut', 'Nevada', 'New York']);
    await user.click(button('SELECT ALL'));
    expect(ticked()).toEqual(['Connecticut', 'Nevada', 'New York']);
    await user.click(option('Nevada'));
    await user.clear(search);
    // California, chosen before and hidden by the search, is still ticked.
    expect(ticked()).toEqual(['California', 'Connecticut']);
    await user.type(search, 'new');
    await user.click(button('CLEAR'));
    expect(ticked()).toEqual([]);
    await user.type(search, 'x');
    expect(screen.getByRole('status')).toHaveTextContent('No results');
    await user.click(button('Apply'));
    expect(onChange).toHaveBeenLastCalledWith(['ca', 'ct']);
  });

  it('ticks the active match with Enter in the search box and keeps typing spaces', async () => {
    const { user, onChange } = setup({ schema: STATES, value: [], label: 'States' });
    await user.click(screen.getByRole('combobox', { name: 'States' }));
    await user.keyboard('new y{Enter}');
    expect(ticked()).toEqual(['New York']);
    await user.click(button('Apply'));
    expect(onChange).toHaveBeenLastCalledWith(['ny']);
  });

  it('closes and restores on a second click of the combobox (not Apply, not a blur)', async () => {
    const { user, onChange } = setup({ value: [] });
    await user.click(combobox());
    await user.click(option('Red'));
    await user.click(combobox());
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is disabled with its field, and carries aria-invalid and the description', () => {
    const view = setup({ invalid: true });
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toHaveAccessibleDescription('This field is required');
    view.update({ disabled: true });
    expect(combobox()).toBeDisabled();
  });

  it('passes axe closed and open', async () => {
    const { user } = setup({ schema: STATES, value: ['ny', 'al'], label: 'States' });
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: 'States' }));
    expect(await axeViolations()).toEqual([]);
  });
});
