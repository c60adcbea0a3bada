import { render, screen, within } from '@testing-library/react';
import { FormNode } from '../../../src/ui/forms/form-node';
import { renderForm } from './render-form';

const submit = () => screen.getByRole('button', { name: 'Continue' });

const nested = {
  type: 'object',
  required: ['owner'],
  properties: {
    owner: {
      type: 'object',
      title: 'Owner',
      properties: {
        name: { type: 'string', title: 'Owner name' },
        home: {
          type: 'object',
          title: 'Home',
          properties: {
            geo: { type: 'object', title: 'Coordinates', properties: { lat: { type: 'number', title: 'Lat' } } },
          },
        },
      },
    },
    mailing: {
      type: 'object',
      title: 'Mailing address',
      required: ['city'],
      properties: { city: { type: 'string', title: 'City' } },
    },
  },
};

const contacts = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  required: ['contacts'],
  properties: {
    contacts: {
      type: 'array',
      title: 'Contacts',
      minItems: 1,
      maxItems: 2,
      items: {
        type: 'object',
        required: ['email'],
        properties: { email: { type: 'string', format: 'email', title: 'E-mail' } },
      },
      ...extra,
    },
  },
});

describe('objects and arrays of the schema form', () => {
  it('heads nested objects h2, h3, then h4 below the question h1', () => {
    renderForm(nested);
    expect(screen.getByRole('heading', { level: 2, name: 'Owner' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Coordinates' })).toBeInTheDocument();
  });

  it('gives an optional nested object a delete (x) icon named for it, and a way to bring it back', async () => {
    const { user, submitted } = renderForm(nested, { kept: { owner: { name: 'Al' }, mailing: { city: 'Paris' } } });
    expect(screen.queryByRole('button', { name: 'Remove Owner' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Mailing address' }));
    expect(screen.queryByRole('textbox', { name: 'City' })).not.toBeInTheDocument();
    await user.click(submit());
    expect(submitted).toEqual([{ owner: { name: 'Al' } }]);
    await user.click(screen.getByRole('button', { name: 'Add Mailing address' }));
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('');
  });

  it('moves focus to what takes the place of a removed or restored object, never to the page', async () => {
    const { user } = renderForm(nested, { kept: { owner: { name: 'Al' }, mailing: { city: 'Paris' } } });
    screen.getByRole('button', { name: 'Remove Mailing address' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Add Mailing address' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveFocus();
  });

  it('lets an optional list of blank items be, and adds to it freely', async () => {
    const { user } = renderForm({ ...contacts(), required: [] });
    expect(screen.getByRole('button', { name: 'ADD' })).not.toHaveAttribute('aria-disabled');
    await user.click(submit());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the first minItems items of an optional list required only once the list is started, as the rule is', async () => {
    const { user, submitted } = renderForm({
      type: 'object',
      properties: { tags: { type: 'array', title: 'Tags', minItems: 2, items: { type: 'integer' } } },
    });
    expect(screen.getByRole('spinbutton', { name: 'Tags, Item 1' })).not.toHaveAttribute('aria-required');
    expect(screen.getByRole('spinbutton', { name: 'Tags, Item 2' })).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Tags, Item 1' }), '7');
    expect(screen.getByRole('spinbutton', { name: 'Tags, Item 2 (Required)' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await user.clear(screen.getByRole('spinbutton', { name: 'Tags, Item 1 (Required)' }));
    await user.click(submit());
    expect(submitted).toEqual([{}]);
  });

  it('says what the asterisk means above a form that marks a field, as the overview does', () => {
    renderForm(contacts());
    const legend = screen.getByText('* Required information');
    expect(legend.compareDocumentPosition(screen.getByRole('textbox', { name: 'E-mail (Required)' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('has no such legend on a form without a marked field', () => {
    renderForm({ type: 'object', properties: { a: { type: 'string', title: 'A' } } });
    expect(screen.queryByText('* Required information')).not.toBeInTheDocument();
  });

  it('checks an optional object only once something in it is filled in', async () => {
    const { user } = renderForm(nested);
    await user.click(submit());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pads a list to minItems, says where each item is, and says why add and delete are disabled', async () => {
    const { user } = renderForm(contacts());
    const items = screen.getAllByRole('group', { name: /^Item \d of \d in Contacts$/ });
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveAccessibleName('Item 1 of 1 in Contacts');
    const add = screen.getByRole('button', { name: 'ADD' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('Complete the items above before adding another.');
    const remove = screen.getByRole('button', { name: 'Delete Item 1 of 1 in Contacts' });
    expect(remove).toHaveAccessibleDescription('At least 1 item is needed.');
    await user.click(add);
    await user.click(remove);
    expect(screen.getAllByRole('group', { name: /^Item/ })).toHaveLength(1);

    await user.type(screen.getByRole('textbox', { name: 'E-mail (Required)' }), 'a@b.co');
    expect(add).not.toHaveAttribute('aria-disabled');
    await user.click(add);
    expect(screen.getAllByRole('group', { name: /^Item \d of 2 in Contacts$/ })).toHaveLength(2);
    const second = screen.getByRole('group', { name: 'Item 2 of 2 in Contacts' });
    expect(within(second).getByRole('textbox', { name: 'E-mail (Required)' })).toHaveFocus();
    await user.type(within(second).getByRole('textbox', { name: 'E-mail (Required)' }), 'c@d.co');
    expect(add).toHaveAccessibleDescription('You can add at most 2 items.');
    expect(screen.getByRole('button', { name: 'Delete Item 1 of 2 in Contacts' })).not.toHaveAttribute('aria-disabled');
  });

  it('deletes an item and sends what is left, with the list taking focus', async () => {
    const { user, submitted } = renderForm(contacts(), {
      kept: { contacts: [{ email: 'a@b.co' }, { email: 'c@d.co' }] },
    });
    await user.click(screen.getByRole('button', { name: 'Delete Item 1 of 2 in Contacts' }));
    expect(screen.getByRole('region', { name: 'Contacts (Required)' })).toHaveFocus();
    await user.click(submit());
    expect(submitted).toEqual([{ contacts: [{ email: 'c@d.co' }] }]);
  });

  it('names the list in its items and their delete buttons, so two lists on one form differ', () => {
    renderForm({
      type: 'object',
      properties: {
        references: {
          type: 'array',
          title: 'References',
          items: { type: 'string', title: 'Name' },
          default: ['a', 'b'],
        },
        certifications: { type: 'array', title: 'Certifications', items: { type: 'string' }, default: ['c', 'd'] },
      },
    });
    const references = screen.getByRole('group', { name: 'Item 2 of 2 in References' });
    expect(within(references).getByRole('button', { name: 'Delete Item 2 of 2 in References' })).toHaveTextContent(
      'Delete Item 2 of 2',
    );
    expect(within(references).getByText('Item 2 of 2')).toBeVisible();
    const certifications = screen.getByRole('group', { name: 'Item 2 of 2 in Certifications' });
    expect(within(certifications).getByRole('button', { name: 'Delete Item 2 of 2 in Certifications' })).toBeVisible();
  });

  it('labels the add button with addItemTitle', () => {
    renderForm(contacts({ addItemTitle: 'Add a contact' }));
    expect(screen.getByRole('button', { name: 'Add a contact' })).toBeInTheDocument();
  });

  it('names a field inside a list item by its item in the error summary', async () => {
    const { user } = renderForm(contacts());
    await user.click(submit());
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link')).toHaveTextContent('E-mail (Contacts, Item 1): This field is required');
  });

  it('labels an untitled list item field by its list and position', () => {
    renderForm({
      type: 'object',
      properties: { tags: { type: 'array', title: 'Tags', minItems: 2, items: { type: 'string' } } },
    });
    expect(screen.getByRole('textbox', { name: 'Tags, Item 2' })).toBeInTheDocument();
  });
});

describe('a field without its form', () => {
  it('fails loudly: a programmer error', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(<FormNode path="/f" schema={{ type: 'string', title: 'F' }} required={false} depth={1} />),
    ).toThrow('a schema form field was rendered outside its form');
    quiet.mockRestore();
  });
});
