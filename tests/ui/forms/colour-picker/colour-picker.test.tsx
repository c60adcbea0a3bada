import { screen, within } from '@testing-library/react';
import { ColourPicker } from '../../../../src/ui/forms/colour-picker/colour-picker';
import type { ControlOptions } from '../support/render-control';
import { axeViolations } from '../render-form';
import { renderControl } from '../support/render-control';

const schema = { type: 'string', format: 'color', title: 'Brand colour', minLength: 7 } as const;
const open = (value = '', extra: Partial<ControlOptions<string>> = {}) =>
  renderControl(ColourPicker, { label: 'Brand colour', value, schema, ...extra });

const input = () => screen.getByRole('textbox', { name: 'Brand colour' });
const chooseColor = () => screen.getByRole('button', { name: 'Choose color' });
const picker = () => screen.getByRole('dialog', { name: 'Color picker' });
const hue = () => screen.getByRole('slider', { name: 'Hue' });
const shade = () => screen.getByRole('slider', { name: 'Saturation and brightness' });

describe('the colour picker: the hex input', () => {
  it('keeps what is typed, six digits in lower case, and adds a missing # on leaving', async () => {
    const { user, onChange, onBlur } = open();
    await user.type(input(), '#3AB4F');
    expect(onChange).toHaveBeenLastCalledWith('#3AB4F');
    await user.type(input(), 'C');
    expect(onChange).toHaveBeenLastCalledWith('#3ab4fc');
    expect(input()).toHaveValue('#3ab4fc');

    await user.clear(input());
    await user.type(input(), 'FF00AA');
    // Tab goes to the swatch button, then out of the control.
    await user.tab();
    expect(input()).toHaveValue('#ff00aa');
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
  });

  it('has the text maxlength: 1024 by default, or the schema’s maxLength', () => {
    open();
    expect(input()).toHaveAttribute('maxlength', '1024');
  });

  it('leaves a short colour as typed, so the field can say it is too short', async () => {
    const { user, onChange } = open();
    await user.type(input(), '#3ab');
    await user.tab();
    expect(input()).toHaveValue('#3ab');
    expect(onChange).toHaveBeenLastCalledWith('#3ab');
    expect(chooseColor().querySelector('span')).toHaveClass('colour-picker__swatch--none');
  });

  it('takes the schema’s maxLength and ties the frame’s error to the input', () => {
    open('#3ab', {
      schema: { type: 'string', format: 'color', maxLength: 7 },
      required: true,
      invalid: true,
      describedBy: 'f-error',
    });
    expect(input()).toHaveAttribute('maxlength', '7');
    expect(input()).toBeRequired();
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('This field is invalid');
  });

  it('shows the typed colour on its swatch button, through the CSSOM', async () => {
    open('#3ab4fc');
    const swatch = chooseColor().querySelector('span')!;
    expect(swatch.style.backgroundColor).toBe('rgb(58, 180, 252)');
    expect(swatch).not.toHaveAttribute('style', expect.stringContaining('url('));
  });
});

describe('the colour picker: the popover', () => {
  it('opens from the swatch button with the focus on the shade area, its values spoken', async () => {
    const { user } = open('#3ab4fc');
    expect(chooseColor()).toHaveAttribute('aria-haspopup', 'dialog');
    expect(chooseColor()).toHaveAttribute('aria-expanded', 'false');
    await user.click(chooseColor());

    expect(chooseColor()).toHaveAttribute('aria-expanded', 'true');
    expect(chooseColor()).toHaveAttribute('aria-controls', picker().id);
    expect(shade()).toHaveFocus();
    expect(shade()).toHaveAttribute('aria-valuetext', 'Saturation 77 percent, brightness 99 percent');
    expect(hue()).toHaveAttribute('aria-valuenow', '202');
    expect(hue()).toHaveAttribute('aria-valuemin', '0');
    expect(hue()).toHaveAttribute('aria-valuemax', '359');
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 202 degrees');
  });

  it('changes the hue by keyboard, the value and its spoken text with it', async () => {
    const { user, onChange } = open('#ff0000');
    await user.click(chooseColor());
    await user.tab();
    expect(hue()).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 1 degrees');
    expect(onChange).toHaveBeenLastCalledWith('#ff0400');

    await user.keyboard('{PageUp}{Shift>}{ArrowRight}{/Shift}');
    expect(hue()).toHaveAttribute('aria-valuenow', '21');

    await user.keyboard('{End}');
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 359 degrees');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(hue()).toHaveAttribute('aria-valuenow', '0');

    for (let i = 0; i < 12; i += 1) await user.keyboard('{PageUp}');
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 120 degrees');
    expect(onChange).toHaveBeenLastCalledWith('#00ff00');
    expect(input()).toHaveValue('#00ff00');
  });

  it('changes saturation and brightness by keyboard, keeping the hue through a grey', async () => {
    const { user, onChange } = open('#0000ff');
    await user.click(chooseColor());
    expect(shade()).toHaveFocus();

    await user.keyboard('{Home}');
    expect(shade()).toHaveAttribute('aria-valuetext', 'Saturation 0 percent, brightness 100 percent');
    expect(onChange).toHaveBeenLastCalledWith('#ffffff');
    await user.keyboard('{PageDown}{ArrowDown}');
    expect(shade()).toHaveAttribute('aria-valuetext', 'Saturation 0 percent, brightness 89 percent');

    // The hue of the blue is still the one the area shows and builds on.
    expect(hue()).toHaveAttribute('aria-valuenow', '240');
    await user.keyboard('{End}');
    expect(shade()).toHaveAttribute('aria-valuenow', '100');
    expect(onChange).toHaveBeenLastCalledWith('#0000e3');
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    expect(shade()).toHaveAttribute('aria-valuetext', 'Saturation 99 percent, brightness 90 percent');
  });

  it('moves the sliders to a colour typed after they were used', async () => {
    const { user } = open('#ff0000');
    await user.click(chooseColor());
    await user.keyboard('{Home}');
    // Typing in the input moves the focus out of the popover, which closes it.
    await user.clear(input());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.type(input(), '#00ffff');
    await user.click(chooseColor());
    expect(hue()).toHaveAttribute('aria-valuetext', 'Hue 180 degrees');
    expect(shade()).toHaveAttribute('aria-valuetext', 'Saturation 100 percent, brightness 100 percent');
  });

  it('picks a preset swatch, named by its hex, and closes with the focus on the swatch button', async () => {
    const { user, onChange } = open('#3ab4fc');
    await user.click(chooseColor());
    const presets = within(picker()).getByRole('group', { name: 'Preset colors' });
    expect(within(presets).getByRole('button', { name: '#3ab4fc' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(presets).getByRole('button', { name: '#146c2e' }));
    expect(onChange).toHaveBeenLastCalledWith('#146c2e');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chooseColor()).toHaveFocus();
    expect(input()).toHaveValue('#146c2e');
  });

  it('closes on Escape, the focus back on the swatch button', async () => {
    const { user } = open('#3ab4fc');
    await user.click(chooseColor());
    await user.tab();
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chooseColor()).toHaveFocus();
    expect(input()).toHaveValue('#3ab2fc');
  });

  it('closes on a click outside it', async () => {
    const { user, onBlur } = open('#3ab4fc');
    await user.click(chooseColor());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalled();
  });

  it('closes when the field is disabled, and cannot be opened then', async () => {
    const { user, update } = open('#3ab4fc');
    await user.click(chooseColor());
    update({ disabled: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(chooseColor()).toBeDisabled();
    expect(input()).toBeDisabled();
  });

  it('passes axe open and closed', async () => {
    const { user } = open('#3ab4fc');
    expect(await axeViolations()).toEqual([]);
    await user.click(chooseColor());
    expect(await axeViolations()).toEqual([]);
  });
});
