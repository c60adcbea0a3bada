import { screen, within } from '@testing-library/react';
import { DatePicker } from '../../../../src/ui/forms/date-picker/date-picker';
import type { ControlOptions } from '../support/render-control';
import { axeViolations } from '../render-form';
import { renderControl } from '../support/render-control';

const schema = { type: 'string', format: 'date', title: 'Start date' } as const;
const open = (value = '', extra: Partial<ControlOptions<string>> = {}) =>
  renderControl(DatePicker, { label: 'Start date', value, schema, ...extra });

const input = () => screen.getByRole('textbox', { name: 'Start date' });
const chooseDate = () => screen.getByRole('button', { name: 'Choose date' });
const calendar = () => screen.findByRole('dialog', { name: 'Calendar' });
const day = (name: string) => screen.getByRole('button', { name });

describe('the date picker: typing', () => {
  it('keeps a typed real date as yyyy-MM-dd and shows it as M/d/yyyy once left', async () => {
    const { user, onChange, onBlur } = open();
    expect(input()).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await user.type(input(), '3/4/2025');
    expect(input()).toHaveValue('03/04/2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-03-04');
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
    expect(input()).toHaveValue('3/4/2025');
  });

  it('keeps text that is not a real date as typed, so the field can say it is invalid', async () => {
    const { user, onChange } = open();
    await user.type(input(), '02302025');
    expect(input()).toHaveValue('02/30/2025');
    expect(onChange).toHaveBeenLastCalledWith('02/30/2025');
    await user.tab();
    expect(input()).toHaveValue('02/30/2025');
  });

  it('shows a stored date as M/d/yyyy and ties the frame’s error to the input', () => {
    open('2025-03-04', { required: true, invalid: true, describedBy: 'f-error' });
    expect(input()).toHaveValue('3/4/2025');
    expect(input()).toBeRequired();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('This field is invalid');
  });
});

describe('the date picker: the calendar', () => {
  it('opens on the selected date, marks it and today, and picks a day with the mouse', async () => {
    const { user, onChange } = open('2026-11-04');
    expect(chooseDate()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(chooseDate()).toHaveAttribute('aria-expanded', 'false');
    await user.click(chooseDate());

    const dialog = await calendar();
    expect(chooseDate()).toHaveAttribute('aria-expanded', 'true');
    expect(chooseDate()).toHaveAttribute('aria-controls', dialog.id);
    expect(within(dialog).getByText('November 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    expect(day('Wednesday, November 4, 2026')).toHaveFocus();
    expect(day('Wednesday, November 4, 2026').closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(day('Monday, November 23, 2026')).toHaveAttribute('aria-current', 'date');
    expect(day('Wednesday, November 4, 2026')).not.toHaveAttribute('aria-current');

    await user.click(day('Friday, November 20, 2026'));
    expect(onChange).toHaveBeenLastCalledWith('2026-11-20');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chooseDate()).toHaveFocus();
    expect(input()).toHaveValue('11/20/2026');
  });

  it('lays the weeks out from Sunday', async () => {
    const { user } = open('2025-03-04');
    await user.click(chooseDate());
    const grid = within(await calendar()).getByRole('grid');
    const columns = within(grid).getAllByRole('columnheader');
    expect(columns.map((c) => c.textContent)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
    expect(columns[0]).toHaveAttribute('abbr', 'Sunday');
    // March 1, 2025 is a Saturday: the first week has six blank days before it.
    const firstWeek = within(grid).getAllByRole('row')[1]!;
    const cells = within(firstWeek).getAllByRole('gridcell');
    expect(cells.slice(0, 6).every((cell) => cell.textContent === '')).toBe(true);
    expect(within(cells[6]!).getByRole('button')).toHaveAccessibleName('Saturday, March 1, 2025');
    const secondWeek = within(grid).getAllByRole('row')[2]!;
    expect(within(secondWeek).getAllByRole('button')[0]).toHaveAccessibleName('Sunday, March 2, 2025');
  });

  it('is operated by keyboard as the WAI-ARIA date picker dialog', async () => {
    const { user, onChange } = open();
    chooseDate().focus();
    await user.keyboard('{Enter}');
    await calendar();
    // No date yet: the calendar opens on today.
    expect(day('Monday, November 23, 2026')).toHaveFocus();

    const steps: [string, string][] = [
      ['{ArrowRight}', 'Tuesday, November 24, 2026'],
      ['{ArrowDown}', 'Tuesday, December 1, 2026'],
      ['{Home}', 'Sunday, November 29, 2026'],
      ['{End}', 'Saturday, December 5, 2026'],
      ['{ArrowLeft}', 'Friday, December 4, 2026'],
      ['{ArrowUp}', 'Friday, November 27, 2026'],
      ['{PageUp}', 'Tuesday, October 27, 2026'],
      ['{PageDown}', 'Friday, November 27, 2026'],
      ['{Shift>}{PageUp}{/Shift}', 'Thursday, November 27, 2025'],
      ['{Shift>}{PageDown}{/Shift}', 'Friday, November 27, 2026'],
    ];
    for (const [keys, name] of steps) {
      await user.keyboard(keys);
      expect(day(name)).toHaveFocus();
    }
    expect(screen.getByText('November 2026')).toHaveAttribute('aria-live', 'polite');

    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-27');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chooseDate()).toHaveFocus();
    expect(input()).toHaveValue('11/27/2026');

    await user.keyboard('{Enter}');
    await calendar();
    expect(day('Friday, November 27, 2026')).toHaveFocus();
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-28');
  });

  it('pages the month with its buttons, keeping the focus on them', async () => {
    const { user } = open('2025-01-31');
    await user.click(chooseDate());
    const dialog = await calendar();
    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    expect(within(dialog).getByText('February 2025')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next month' })).toHaveFocus();
    // The day in the Tab order is the 31st's counterpart, the month's last day.
    expect(day('Friday, February 28, 2025')).toHaveAttribute('tabindex', '0');
    await user.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    await user.click(within(dialog).getByRole('button', { name: 'Previous month' }));
    expect(within(dialog).getByText('December 2024')).toBeInTheDocument();
  });

  it('closes on Escape and returns the focus to its button, the value unchanged', async () => {
    const { user, onChange } = open('2025-03-04');
    await user.click(chooseDate());
    await calendar();
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chooseDate()).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on a click outside it and when the focus leaves it', async () => {
    const { user } = open();
    await user.click(chooseDate());
    await calendar();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();

    await user.click(chooseDate());
    await calendar();
    await user.click(input());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the field is disabled, and cannot be opened then', async () => {
    const { user, update } = open('2025-03-04');
    await user.click(chooseDate());
    await calendar();
    update({ disabled: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chooseDate()).toBeDisabled();
    expect(input()).toBeDisabled();
    update({ disabled: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('passes axe with the calendar open', async () => {
    const { user } = open('2025-03-04');
    await user.click(chooseDate());
    await calendar();
    expect(await axeViolations()).toEqual([]);
  });
});
