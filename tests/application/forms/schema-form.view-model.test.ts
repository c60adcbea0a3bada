import { autorun } from 'mobx';
import { SchemaFormViewModel } from '../../../src/application/view-models/schema-form.view-model';
import { ErrorViewModel } from '../../../src/application/view-models/error.view-model';
import type { ObjectFormSchema } from '../../../src/domain/forms/form-schema';
import type { Question } from '../../../src/domain/questions/question';
import * as fieldRules from '../../../src/domain/forms/validate-field';
import { FakeErrorReporter } from '../fakes/fake-error-reporter';

const schema: ObjectFormSchema = {
  type: 'object',
  required: ['name', 'contacts'],
  properties: {
    name: { type: 'string', title: 'Name', minLength: 2 },
    age: { type: 'integer', minimum: 18 },
    kind: { const: 'person' },
    contacts: {
      type: 'array',
      minItems: 1,
      maxItems: 3,
      items: { type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } },
    },
    address: { type: 'object', required: ['city'], properties: { city: { type: 'string' } } },
  },
};

const newForm = (): SchemaFormViewModel => new SchemaFormViewModel(new ErrorViewModel(), new FakeErrorReporter());

const opened = (kept: unknown = null, locked = false): SchemaFormViewModel => {
  const form = newForm();
  form.open(schema, kept, { locked });
  return form;
};

describe('SchemaFormViewModel', () => {
  it('opens with the kept answer, else the defaults, lists padded to minItems and nothing touched', () => {
    const form = opened({ name: 'Jo' });
    expect(form.valueAt('/name')).toBe('Jo');
    expect(form.valueAt('/contacts/0/email')).toBe('');
    expect(form.itemCount('/contacts')).toBe(1);
    expect(form.shownErrorAt('/contacts/0/email')).toBeNull();
    expect(form.errorAt('/contacts/0/email')).toBe('This field is required');
  });

  it('tells the question of every edit, so it counts the applicant as typing', () => {
    const form = newForm();
    let edits = 0;
    form.open(schema, null, { locked: false, onEdit: () => (edits += 1) });
    form.setValue('/name', 'J');
    form.setValue('/contacts/0/email', 'jo@example.com');
    form.addItem('/contacts');
    expect(form.itemCount('/contacts')).toBe(2);
    expect(edits).toBe(3);
    form.touch('/name');
    form.submit();
    expect(edits).toBe(3);
  });

  it('shows a message only once its field is touched or a submit was tried', () => {
    const form = opened();
    form.setValue('/name', 'J');
    expect(form.shownErrorAt('/name')).toBeNull();
    form.touch('/name');
    expect(form.shownErrorAt('/name')).toBe('Entered text is too short');
    expect(form.shownErrorAt('/age')).toBeNull();
    form.setValue('/age', '3');
    form.submit();
    expect(form.shownErrorAt('/age')).toBe("Value can't be smaller than 18");
  });

  it('tells a field only of its own value and message: a keystroke elsewhere re-runs nothing of it', () => {
    const form = opened();
    form.touch('/name');
    let runs = 0;
    const stop = autorun(() => {
      runs += 1;
      form.valueAt('/name');
      form.shownErrorAt('/name');
    });
    form.setValue('/age', '2');
    form.setValue('/age', '20');
    form.setValue('/contacts/0/email', 'a@b.co');
    form.touch('/age');
    expect(runs).toBe(1);
    form.setValue('/name', 'J');
    expect(runs).toBe(2);
    form.setValue('/name', 'Jx');
    form.setValue('/name', 'Jxy');
    // One run per keystroke, the message's change included.
    expect(runs).toBe(4);
    stop();
  });

  it('re-checks on a keystroke only the shown messages it may change, not the whole form', () => {
    const section = { type: 'object', properties: { f0: { type: 'string', minLength: 2 } } } as const;
    const form = newForm();
    form.open(
      {
        type: 'object',
        properties: Object.fromEntries(
          ['a', 'b', 'c'].map((name) => [
            name,
            {
              ...section,
              properties: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`f${i}`, section.properties.f0])),
            },
          ]),
        ),
      },
      null,
      { locked: false },
    );
    form.setValue('/a/f0', 'x');
    form.touch('/a/f0');
    const shown: (string | null)[] = [];
    const stop = autorun(() => shown.push(form.shownErrorAt('/a/f0')));
    const checks = jest.spyOn(fieldRules, 'validateField');
    try {
      form.setValue('/c/f5', 'abc');
      form.setValue('/b/f5', 'x');
      expect(checks).not.toHaveBeenCalled();
      form.setValue('/a/f5', 'x');
      expect(checks).toHaveBeenCalledTimes(1);
      form.setValue('/a/f0', 'xy');
      expect(checks).toHaveBeenCalledTimes(2);
      expect(shown).toEqual(['Entered text is too short', null]);
      // The whole form, for a submit or the error summary, is still the one rule's.
      expect(form.errors).toEqual({ '/a/f5': 'Entered text is too short', '/b/f5': 'Entered text is too short' });
    } finally {
      checks.mockRestore();
      stop();
    }
  });

  it('submits the answer when the form is valid', () => {
    const form = opened();
    form.setValue('/name', 'Jo');
    form.setValue('/age', '42');
    form.setValue('/contacts/0/email', ' a@b.co ');
    expect(form.submit()).toEqual({
      ok: true,
      answer: { name: 'Jo', age: 42, kind: 'person', contacts: [{ email: 'a@b.co' }] },
    });
  });

  it('lists the fields in error in document order on an invalid submit', () => {
    const form = opened();
    form.setValue('/address/city', '');
    form.setValue('/age', 'x');
    expect(form.submit()).toEqual({
      ok: false,
      errors: [
        { path: '/name', message: 'This field is required' },
        { path: '/age', message: 'Please enter only integer (e.g. 123)' },
        { path: '/contacts/0/email', message: 'This field is required' },
      ],
    });
  });

  it('adds items while the list is valid and below maxItems, and deletes only above minItems', () => {
    const form = opened();
    expect(form.canAdd('/contacts')).toBe(false);
    expect(form.canDelete('/contacts')).toBe(false);
    form.setValue('/contacts/0/email', 'a@b.co');
    expect(form.canAdd('/contacts')).toBe(true);
    form.addItem('/contacts');
    expect(form.itemCount('/contacts')).toBe(2);
    expect(form.valueAt('/contacts/1')).toEqual({ email: '' });
    form.setValue('/contacts/1/email', 'c@d.co');
    form.addItem('/contacts');
    form.setValue('/contacts/2/email', 'e@f.co');
    expect(form.canAdd('/contacts')).toBe(false);
    form.addItem('/contacts');
    expect(form.itemCount('/contacts')).toBe(3);
    expect(form.canDelete('/contacts')).toBe(true);
  });

  it('moves the touched marks of later items up when an item is deleted', () => {
    const form = opened({ name: 'Jo', contacts: [{ email: 'a' }, { email: 'b' }, { email: 'c' }] });
    form.touch('/contacts/1/email');
    form.touch('/contacts/2/email');
    form.removeItem('/contacts', 1);
    expect(form.valueAt('/contacts')).toEqual([{ email: 'a' }, { email: 'c' }]);
    expect(form.isTouched('/contacts/1/email')).toBe(true);
    expect(form.isTouched('/contacts/2/email')).toBe(false);
    expect(form.isTouched('/contacts/0/email')).toBe(false);
  });

  it('removes an optional nested object (sent as absent) and brings it back from its defaults', () => {
    const form = opened({ name: 'Jo', contacts: [{ email: 'a@b.co' }], address: { city: 'X' } });
    form.touch('/address/city');
    form.removeObject('/address');
    expect(form.isPresent('/address')).toBe(false);
    expect(form.submit()).toEqual({
      ok: true,
      answer: { name: 'Jo', kind: 'person', contacts: [{ email: 'a@b.co' }] },
    });
    form.restoreObject('/address');
    expect(form.valueAt('/address')).toEqual({ city: '' });
    form.removeObject('/contacts/0');
    expect(form.isPresent('/contacts/0')).toBe(true);
  });

  it('reports nothing and allows no add, delete or removal when locked by role-based access', () => {
    const form = opened({ contacts: [{ email: '' }, { email: '' }] }, true);
    expect(form.submit()).toEqual({ ok: true, answer: { kind: 'person' } });
    expect(form.canAdd('/contacts')).toBe(false);
    expect(form.canDelete('/contacts')).toBe(false);
    form.removeObject('/address');
    expect(form.isPresent('/address')).toBe(true);
  });

  it('hands over the value as plain data once per change, for the question to keep', () => {
    const form = opened();
    expect(form.takeEdits()).toBeNull();
    form.setValue('/name', 'Jo');
    const edits = form.takeEdits();
    expect(edits).toEqual(expect.objectContaining({ name: 'Jo' }));
    expect(form.takeEdits()).toBeNull();
    form.setValue('/name', 'Jon');
    form.open(schema, edits, { locked: false });
    expect(form.valueAt('/name')).toBe('Jo');
  });

  it('has unsent edits from the first change until a form opens again, kept or not', () => {
    const edits = [
      (form: SchemaFormViewModel) => form.setValue('/name', 'Jo'),
      (form: SchemaFormViewModel) => form.addItem('/contacts'),
      (form: SchemaFormViewModel) => form.removeObject('/address'),
    ];
    for (const edit of edits) {
      const form = opened({ contacts: [{ email: 'a@b.co' }] });
      expect(form.unsentEdits).toBe(false);
      form.touch('/name');
      expect(form.unsentEdits).toBe(false);
      edit(form);
      expect(form.unsentEdits).toBe(true);
      // Handing the edits to the question keeps them in the page, not on the server.
      form.takeEdits();
      expect(form.unsentEdits).toBe(true);
      form.open(schema, null, { locked: false });
      expect(form.unsentEdits).toBe(false);
    }
  });

  it('gives a licence-number field the hint of the state its licence-state object selects', () => {
    const form = newForm();
    form.open(
      {
        $id: 'license.nurse',
        type: 'object',
        format: 'license-state',
        properties: {
          licenseState: { type: 'string', enum: ['OH', 'GA'] },
          number: { type: 'string', format: 'license-number' },
        },
      },
      null,
      { locked: false },
    );
    expect(form.licenseHintAt('/number')).toBeNull();
    form.setValue('/licenseState', 'GA');
    expect(form.licenseHintAt('/number')).toBe('Eg. RN312345');
    form.setValue('/number', 'x');
    form.touch('/number');
    expect(form.shownErrorAt('/number')).toBe('Incorrect format. Eg. RN312345');
  });

  describe('opening a question', () => {
    const question = (metadata: Question['metadata']): Question => ({
      attrType: 'form.custom',
      type: 'smart-attribute:json-schema',
      complete: false,
      hasError: false,
      shareWith: [],
      metadata,
    });

    it('opens the form of metadata.schema, locked by metadata.roleBasedAccess, from the kept answer', () => {
      const form = newForm();
      expect(form.openQuestion(question({ schema, roleBasedAccess: true }), { name: 'Kept' })).toBe(true);
      expect(form.locked).toBe(true);
      expect(form.valueAt('/name')).toBe('Kept');
      expect(form.openQuestion(question({ schema }), null)).toBe(true);
      expect(form.locked).toBe(false);
    });

    it('shows the error page for a schema it cannot read, reported with the reason and no value', () => {
      const error = new ErrorViewModel();
      const reporter = new FakeErrorReporter();
      const form = new SchemaFormViewModel(error, reporter);
      const bad = { type: 'object', properties: { ssn: { type: 'string', default: '123-45-6789', minLength: -1 } } };
      expect(form.openQuestion(question({ schema: bad }), { ssn: '987-65-4321' })).toBe(false);
      expect(error.reason).toBe('unexpected');
      expect(reporter.reports).toHaveLength(1);
      const reported = JSON.stringify([String(reporter.reports[0]?.error), reporter.reports[0]?.context]);
      expect(reported).toContain('schema.properties.ssn.minLength');
      expect(reported).not.toMatch(/6789|4321/);
      expect(newForm().openQuestion(question({}), null)).toBe(false);
      expect(newForm().openQuestion(question({ schema: { type: 'string' } }), null)).toBe(false);
    });
  });
});
