import { screen } from '@testing-library/react';
import * as fieldFrame from '../../../src/ui/forms/field-frame';
import { renderForm } from './render-form';

describe('a keystroke in the schema form', () => {
  it('re-renders its own field only, even once every message shows', async () => {
    const properties = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [
        `f${i}`,
        { type: i % 2 === 0 ? 'string' : 'integer', title: `Field ${i}`, minimum: 1 },
      ]),
    );
    // Spied on from the start: a component type that changed under React would remount the field.
    const frames = jest.spyOn(fieldFrame, 'FieldFrame');
    const { user } = renderForm({ type: 'object', required: Object.keys(properties), properties });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const field = screen.getByRole('textbox', { name: 'Field 10' });
    field.focus();
    frames.mockClear();
    await user.keyboard('abc');
    const drawn = new Set(frames.mock.calls.map(([props]) => props.id));
    frames.mockRestore();
    expect(field).toHaveValue('abc');
    expect([...drawn]).toEqual([field.id]);
  });
});
