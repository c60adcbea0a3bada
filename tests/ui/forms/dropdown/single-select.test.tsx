import { fireEvent, screen, within } from '@testing-library/react';
import type { FormSchema, JsonPrimitive } from '../../../../src/domain/forms/form-schema';
import { SingleSelect } from '../../../../src/ui/forms/dropdown/single-select';
import { axeViolations } from '../../support/axe-violations';
import { renderControl, type ControlSetup } from '../support/render-choice-control';
import { stateEnum } from '../support/state-enum';

const FEW: FormSchema = { type: 'string', enum: ['ca', 'ny', 'nv'], enumLabels: ['California', 'New York', 'Nevada'] };
const TEN = stateEnum(10);
const MANY: FormSchema = {
  type: 'integer',
  enum: Array.from({ length: 500 }, (_, i) => i + 1),
  enumLabels: Array.from({ length: 500 }, (_, i) => `Option ${i + 1}`),
};

const setup = (props: Partial<ControlSetup<JsonPrimitive | null>> = {}) =>
  renderControl(SingleSelect, { schema: FEW, value: null, ...props });

const combobox = () => screen.getByRole('combobox', { name: 'State' });
const shownOptions = () => screen.queryAllByRole('option').map((option) => option.textContent);
const activeOption = (owner: HTMLElement) => {
  const id = owner.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id)?.textContent;
};

describe('the enum dropdown', () => {
  it('is a collapsed combobox named by its label, showing the placeholder until something is chosen', () => {
    setup({ schema: { ...FEW, placeholder: 'Pick a state' } });
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(combobox()).toHaveTextContent('Pick a state');
    expect(combobox()).not.toHaveAttribute('aria-controls');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("shows 'Select...' without a placeholder, and the chosen option's label", () => {
    const empty = setup();
    expect(combobox()).toHaveTextContent('Select...');
    empty.unmount();
    setup({ value: 'ny', label: 'Home' });
    expect(screen.getByRole('combobox', { name: 'Home' })).toHaveTextContent('New York');
  });

  it('shows a kept value the enum no longer offers as it is', () => {
    setup({ value: 'tx' });
    expect(combobox()).toHaveTextContent('tx');
  });

  it('opens on a click, lists the labels, and picks one: the value is sent and focus is back on it', async () => {
    const { user, onChange } = setup();
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'State' });
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    expect(shownOptions()).toEqual(['California', 'New York', 'Nevada']);
    await user.click(screen.getByRole('option', { name: 'Nevada' }));
    expect(onChange).toHaveBeenLastCalledWith('nv');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox()).toHaveTextContent('Nevada');
    expect(combobox()).toHaveFocus();
  });

  it('sends the enum value with its type, not its label', async () => {
    const { user, onChange } = setup({ schema: { type: 'integer', enum: [10, 20], enumLabels: ['Ten', 'Twenty'] } });
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Twenty' }));
    expect(onChange).toHaveBeenLastCalledWith(20);
  });

  it('marks the chosen option selected when it opens, and makes it the active one', async () => {
    const { user } = setup({ value: 'ny' });
    await user.click(combobox());
    expect(screen.getByRole('option', { name: 'New York' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Nevada' })).toHaveAttribute('aria-selected', 'false');
    expect(activeOption(combobox())).toBe('New York');
  });

  describe('search box', () => {
    it('has none below 10 options: focus stays on the combobox', async () => {
      const { user } = setup({ schema: stateEnum(9) });
      await user.click(combobox());
      expect(screen.queryByRole('combobox', { name: 'Search State' })).toBeNull();
      expect(combobox()).toHaveFocus();
    });

    it('shows from 10 options and takes focus as the list opens', async () => {
      const { user } = setup({ schema: TEN });
      await user.click(combobox());
      const search = screen.getByRole('combobox', { name: 'Search State' });
      expect(search).toHaveFocus();
      expect(search).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
      expect(search).toHaveAttribute('aria-autocomplete', 'list');
      expect(activeOption(search)).toBe('Alabama');
    });

    it("stops at the field's maxLength, else 1024 characters, as a text input does (spec 001 §10.5)", async () => {
      const { user } = setup({ schema: TEN });
      await user.click(combobox());
      expect(screen.getByRole('combobox', { name: 'Search State' })).toHaveAttribute('maxlength', '1024');
    });

    it('filters by label ignoring case, and the first match becomes active', async () => {
      const { user } = setup({ schema: TEN });
      await user.click(combobox());
      const search = screen.getByRole('combobox', { name: 'Search State' });
      await user.type(search, 'RI');
      expect(shownOptions()).toEqual(['Arizona', 'Florida']);
      expect(activeOption(search)).toBe('Arizona');
      const options = screen.getAllByRole('option');
      expect(options.map((o) => o.getAttribute('aria-setsize'))).toEqual(['2', '2']);
      expect(options.map((o) => o.getAttribute('aria-posinset'))).toEqual(['1', '2']);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    });

    it("says 'No results' when nothing matches, and Enter then picks nothing", async () => {
      const { user, onChange } = setup({ schema: TEN });
      await user.click(combobox());
      const search = screen.getByRole('combobox', { name: 'Search State' });
      await user.type(search, 'texas');
      expect(shownOptions()).toEqual([]);
      expect(screen.getByRole('status')).toHaveTextContent('No results');
      expect(search).not.toHaveAttribute('aria-activedescendant');
      await user.keyboard('{Enter}');
      expect(onChange).not.toHaveBeenCalled();
      await user.clear(search);
      expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '10');
    });

    it('picks a match by keyboard: typing on the closed combobox starts the search', async () => {
      const { user, onChange } = setup({ schema: TEN });
      combobox().focus();
      await user.keyboard('c');
      const search = screen.getByRole('combobox', { name: 'Search State' });
      expect(search).toHaveFocus();
      expect(search).toHaveValue('c');
      expect(shownOptions()).toEqual(['California', 'Colorado', 'Connecticut']);
      await user.keyboard('o{ArrowDown}{ArrowDown}');
      expect(activeOption(search)).toBe('Connecticut');
      await user.keyboard('{Enter}');
      expect(onChange).toHaveBeenLastCalledWith('ct');
      expect(combobox()).toHaveFocus();
      expect(combobox()).toHaveTextContent('Connecticut');
    });

    it('searches with what is typed on the combobox while the list is open, and moves focus to the search', async () => {
      const { user } = setup({ schema: TEN });
      await user.click(combobox());
      combobox().focus();
      await user.keyboard('geo');
      const search = screen.getByRole('combobox', { name: 'Search State' });
      expect(search).toHaveFocus();
      expect(search).toHaveValue('geo');
      expect(shownOptions()).toEqual(['Georgia']);
    });

    it('types a space into the search rather than picking', async () => {
      const { user, onChange } = setup({
        schema: { ...TEN, enumLabels: [...TEN.enumLabels!.slice(0, 9), 'New York'] },
      });
      await user.click(combobox());
      await user.keyboard('new y');
      expect(screen.getByRole('combobox', { name: 'Search State' })).toHaveValue('new y');
      expect(shownOptions()).toEqual(['New York']);
      expect(onChange).not.toHaveBeenCalled();
    });
  });

  describe('virtual scrolling', () => {
    it('puts only the visible options and a few more in the page, 48 px apart, in a list as tall as all of them', async () => {
      const { user } = setup({ schema: MANY });
      await user.click(combobox());
      const listbox = screen.getByRole('listbox');
      expect(listbox.style.height).toBe('264px');
      expect((listbox.firstElementChild as HTMLElement).style.height).toBe(`${500 * 48}px`);
      const options = screen.getAllByRole('option');
      expect(options.map((o) => o.textContent)).toEqual(Array.from({ length: 9 }, (_, i) => `Option ${i + 1}`));
      expect(options.map((o) => o.style.top)).toEqual(Array.from({ length: 9 }, (_, i) => `${i * 48}px`));
      expect(options.every((o) => o.style.height === '48px')).toBe(true);
      expect(options.every((o) => o.getAttribute('aria-setsize') === '500')).toBe(true);
      expect(options[4]).toHaveAttribute('aria-posinset', '5');
    });

    it('renders the rows scrolled into view', async () => {
      const { user } = setup({ schema: MANY });
      await user.click(combobox());
      fireEvent.scroll(screen.getByRole('listbox'), { target: { scrollTop: 100 * 48 } });
      const options = screen.getAllByRole('option');
      // The active first option stays in the page for aria-activedescendant, after the window.
      expect(options.map((o) => o.getAttribute('aria-posinset'))).toEqual([
        ...Array.from({ length: 12 }, (_, i) => String(98 + i)),
        '1',
      ]);
      expect(screen.getByRole('option', { name: 'Option 101' }).style.top).toBe(`${100 * 48}px`);
    });

    it('scrolls the list along as keys move the active option, End reaching the last of 500', async () => {
      const { user } = setup({ schema: MANY });
      await user.click(combobox());
      const search = screen.getByRole('combobox', { name: 'Search State' });
      await user.keyboard('{End}');
      expect(activeOption(search)).toBe('Option 500');
      const listbox = screen.getByRole('listbox');
      expect(listbox.scrollTop).toBe(500 * 48 - 264);
      expect(screen.getByRole('option', { name: 'Option 500' })).toHaveAttribute('aria-posinset', '500');
      expect(screen.queryByRole('option', { name: 'Option 1' })).toBeNull();
      await user.keyboard('{PageUp}{PageUp}{ArrowUp}');
      expect(activeOption(search)).toBe('Option 489');
      await user.keyboard('{Home}');
      expect(listbox.scrollTop).toBe(0);
      expect(activeOption(search)).toBe('Option 1');
    });

    it('opens scrolled to the chosen option', async () => {
      const { user } = setup({ schema: MANY, value: 250 });
      await user.click(combobox());
      const search = screen.getByRole('combobox', { name: 'Search State' });
      expect(activeOption(search)).toBe('Option 250');
      expect(screen.getByRole('listbox').scrollTop).toBe(250 * 48 - 264);
      expect(screen.getByRole('option', { name: 'Option 250' })).toHaveAttribute('aria-selected', 'true');
    });
  });

  describe('keyboard', () => {
    it('opens with ArrowDown on the chosen option, moves with the arrows and page keys, and picks with Enter', async () => {
      const { user, onChange } = setup({ schema: stateEnum(9), value: 'ak' });
      combobox().focus();
      await user.keyboard('{ArrowDown}');
      expect(combobox()).toHaveAttribute('aria-expanded', 'true');
      expect(activeOption(combobox())).toBe('Alaska');
      await user.keyboard('{ArrowDown}');
      expect(activeOption(combobox())).toBe('Arizona');
      await user.keyboard('{PageDown}');
      expect(activeOption(combobox())).toBe('Delaware');
      await user.keyboard('{PageDown}{ArrowDown}');
      expect(activeOption(combobox())).toBe('Florida');
      await user.keyboard('{ArrowUp}{Enter}');
      expect(onChange).toHaveBeenLastCalledWith('de');
      expect(combobox()).toHaveAttribute('aria-expanded', 'false');
      expect(combobox()).not.toHaveAttribute('aria-activedescendant');
      expect(combobox()).toHaveFocus();
    });

    it('opens on the first option with Home and the last with End, and picks with Space', async () => {
      const { user, onChange } = setup();
      combobox().focus();
      await user.keyboard('{End}');
      expect(activeOption(combobox())).toBe('Nevada');
      await user.keyboard('{Escape}{Home}');
      expect(activeOption(combobox())).toBe('California');
      await user.keyboard('{ArrowDown} ');
      expect(onChange).toHaveBeenLastCalledWith('ny');
      expect(screen.queryByRole('listbox')).toBeNull();
    });

    it('opens with Enter and Space', async () => {
      const { user } = setup();
      combobox().focus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      await user.keyboard('{Escape} ');
      expect(screen.getByRole('listbox')).toBeInTheDocument();
    });

    it('closes with Escape without changing the answer, focus back on the combobox', async () => {
      const { user, onChange } = setup({ schema: TEN, value: 'ca' });
      await user.click(combobox());
      await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(combobox()).toHaveFocus();
      expect(combobox()).toHaveTextContent('California');
      expect(onChange).not.toHaveBeenCalled();
    });

    it('jumps to the next option starting with a typed letter when there is no search box', async () => {
      const { user } = setup({
        schema: { enum: ['a', 'b', 'c', 'd'], enumLabels: ['Nebraska', 'Nevada', 'Ohio', 'New York'] },
      });
      combobox().focus();
      await user.keyboard('n');
      expect(activeOption(combobox())).toBe('Nebraska');
      await user.keyboard('n');
      expect(activeOption(combobox())).toBe('Nevada');
      await user.keyboard('o');
      expect(activeOption(combobox())).toBe('Ohio');
      await user.keyboard('z');
      expect(activeOption(combobox())).toBe('Ohio');
    });
  });

  describe('Clear button', () => {
    it("shows when the field is optional and has a value, is named 'Clear {label}', and empties it", async () => {
      const { user, onChange } = setup({ value: 'ca' });
      await user.click(screen.getByRole('button', { name: 'Clear State' }));
      expect(onChange).toHaveBeenLastCalledWith(null);
      expect(combobox()).toHaveTextContent('Select...');
      expect(combobox()).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Clear State' })).toBeNull();
    });

    it('does not show on a required field, an empty one, or a disabled one', () => {
      const required = setup({ value: 'ca', required: true });
      expect(screen.queryByRole('button', { name: /Clear/ })).toBeNull();
      required.unmount();
      const empty = setup({ value: null });
      expect(screen.queryByRole('button', { name: /Clear/ })).toBeNull();
      empty.unmount();
      setup({ value: 'ca', disabled: true });
      expect(screen.queryByRole('button', { name: /Clear/ })).toBeNull();
    });
  });

  describe('focus leaving', () => {
    it('touches the field and closes a list only opened, or pointed at, without changing the answer', async () => {
      const { user, onBlur, onChange } = setup({ schema: TEN });
      await user.click(combobox());
      expect(onBlur).not.toHaveBeenCalled();
      await user.hover(screen.getByRole('option', { name: 'Arizona' }));
      expect(activeOption(screen.getByRole('combobox', { name: 'Search State' }))).toBe('Arizona');
      await user.click(screen.getByRole('button', { name: 'After' }));
      expect(onBlur).toHaveBeenCalledTimes(1);
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.queryByRole('listbox')).toBeNull();
    });

    it('takes the option reached by the keys when Tab moves on', async () => {
      const { user, onBlur, onChange } = setup({ schema: stateEnum(9), value: 'al' });
      combobox().focus();
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      await user.tab();
      expect(onChange).toHaveBeenLastCalledWith('az');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(combobox()).toHaveTextContent('Arizona');
      // Focus is still in the control, on Clear; leaving it touches the field.
      expect(screen.getByRole('button', { name: 'Clear State' })).toHaveFocus();
      expect(onBlur).not.toHaveBeenCalled();
      await user.tab();
      expect(onBlur).toHaveBeenCalledTimes(1);
      expect(onChange).toHaveBeenCalledTimes(1);
    });

    it('takes the first match of a search when focus moves elsewhere, as typing a name into a select does', async () => {
      const { user, onChange } = setup({ schema: TEN });
      combobox().focus();
      await user.keyboard('Georgia');
      await user.click(screen.getByRole('button', { name: 'After' }));
      expect(onChange).toHaveBeenLastCalledWith('ga');
      expect(combobox()).toHaveTextContent('Georgia');
    });

    it('takes nothing when a search matches nothing, or after Escape', async () => {
      const { user, onChange } = setup({ schema: TEN });
      combobox().focus();
      await user.keyboard('texas');
      await user.tab();
      await user.click(combobox());
      await user.keyboard('{ArrowDown}{Escape}');
      await user.tab();
      expect(onChange).not.toHaveBeenCalled();
    });

    it('does not touch the field while focus moves within it', async () => {
      const { user, onBlur } = setup({ schema: TEN, value: 'al' });
      await user.click(combobox());
      await user.keyboard('{Enter}');
      await user.click(screen.getByRole('button', { name: 'Clear State' }));
      expect(onBlur).not.toHaveBeenCalled();
      await user.tab();
      expect(onBlur).toHaveBeenCalledTimes(1);
    });
  });

  it('carries aria-invalid, the description, aria-required and disabled on the combobox', () => {
    const view = setup({ invalid: true, required: true });
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toHaveAccessibleDescription('This field is required');
    expect(combobox()).toHaveAttribute('aria-required', 'true');
    expect(combobox()).toHaveAttribute('id', 'field');
    view.update({ disabled: true, invalid: false });
    expect(combobox()).toBeDisabled();
    expect(combobox()).not.toHaveAttribute('aria-invalid');
  });

  it('closes when it becomes disabled while open', async () => {
    const { user, update } = setup();
    await user.click(combobox());
    update({ disabled: true });
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('passes axe closed, open with a search, and with no results', async () => {
    const { user } = setup({ schema: TEN, value: 'ca', invalid: true });
    expect(await axeViolations()).toEqual([]);
    await user.click(combobox());
    // Ten options: the nine of the first screen and the overscan are in the page.
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(9);
    expect(await axeViolations()).toEqual([]);
    await user.keyboard('zzz');
    expect(await axeViolations()).toEqual([]);
  });
});
