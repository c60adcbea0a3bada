import { licensesInForm } from '../../../src/domain/forms/form-licenses';
import type { Question } from '../../../src/domain/questions/question';
import {
  enteredLicenses,
  licenseEntriesIn,
  licenseEntryOf,
  licenseSupportMailto,
} from '../../../src/domain/validation/license-support-mail';

const question = (attrType: string, extra: Partial<Question> = {}): Question => ({
  attrType,
  complete: false,
  hasError: false,
  shareWith: ['acme'],
  metadata: {},
  ...extra,
});
const licence = (attrType: string) => question(attrType, { type: 'smart-attribute:license-number' });

describe('the licence support mail (spec 001 §1, §8)', () => {
  it('builds a support mail listing the entered licences', () => {
    const link = licenseSupportMailto('help@example.com', [
      { licenseId: 'RN 1', licenseState: 'CA' },
      { licenseId: '', licenseState: '' },
      { licenseId: ' 77 ', licenseState: '' },
    ]);
    expect(link).toMatch(/^mailto:help@example\.com\?subject=/);
    const body = decodeURIComponent(link ?? '');
    expect(body).toContain('State: CA, License ID: RN 1\nState: -, License ID: 77');
    expect(body.match(/State:/g)).toHaveLength(2);
    expect(licenseSupportMailto(null, [])).toBeNull();
    expect(licenseSupportMailto('a@b.c?cc=x', [])).toBeNull();
  });

  it('reads a stored licence list and the entry being typed', () => {
    expect(
      licenseEntriesIn([
        { licenseId: 'A1', licenseState: 'OH' },
        { licenseId: 'B2', licenseState: 7 },
      ]),
    ).toEqual([
      { licenseId: 'A1', licenseState: 'OH' },
      { licenseId: 'B2', licenseState: '' },
    ]);
    expect(licenseEntriesIn({ licenseId: 'C3', licenseState: 'TX' })).toEqual([
      { licenseId: 'C3', licenseState: 'TX' },
    ]);
    expect(licenseEntriesIn(null)).toEqual([]);
    expect(licenseEntriesIn('RN 1')).toEqual([]);
    expect(licenseEntryOf(undefined)).toEqual({ licenseId: '', licenseState: '' });
  });

  it('lists the licences entered so far in the interview, whichever question they answer', () => {
    const questions = [
      question('core.fullname', { type: 'full-name' }),
      licence('license.nurse'),
      licence('license.massage_therapist'),
      licence('license.physical_therapist'),
    ];
    const values = {
      'core.fullname': { first: 'Ann', licenseId: 'not a licence', licenseState: 'CA' },
      'license.nurse': [{ licenseId: 'RN9123456', licenseState: 'FL' }],
      'license.massage_therapist': { licenseId: 'MA4', licenseState: '' },
    };
    expect(enteredLicenses(questions, values)).toEqual([
      { licenseId: 'RN9123456', licenseState: 'FL' },
      { licenseId: 'MA4', licenseState: '' },
    ]);
    expect(enteredLicenses(questions, {})).toEqual([]);
  });

  it('lists the licences entered in a schema licence form, with the state chosen for each', () => {
    // The sandbox's applicant-licence-form: a licence-state object form (spec 001 §10.1).
    const schema = {
      $id: 'https://forms.attest.example/license/registered_nurse',
      type: 'object',
      format: 'license-state',
      properties: {
        licenseState: { type: 'string', title: 'Licence state' },
        licenseNumber: { type: 'string', format: 'license-number', title: 'Licence number' },
        expires: { type: 'string', format: 'date' },
      },
    };
    const form = question('license.registered_nurse', { type: 'smart-attribute:json-schema', metadata: { schema } });
    const values = { 'license.registered_nurse': { licenseState: 'OH', licenseNumber: 'RN.312345', expires: '' } };
    expect(enteredLicenses([question('core.fullname', { type: 'full-name' }), form], values)).toEqual([
      { licenseId: 'RN.312345', licenseState: 'OH' },
    ]);
    const link = licenseSupportMailto('help@example.com', enteredLicenses([form], values));
    expect(decodeURIComponent(link ?? '')).toContain('State: OH, License ID: RN.312345');
  });
});

describe('the licences in a schema form', () => {
  const licenceObject = {
    type: 'object',
    format: 'license-state',
    properties: {
      licenseState: { type: 'string' },
      number: { type: 'string', format: 'license-number' },
      renewal: { type: 'object', properties: { previous: { type: 'string', format: 'license-number' } } },
    },
  };

  it('finds licence-state objects at any depth and in lists, each number with its own state', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        primary: licenceObject,
        others: { type: 'array', items: licenceObject },
      },
    };
    expect(
      licensesInForm(schema, {
        name: 'Ann',
        primary: { licenseState: 'TX', number: 'T1', renewal: { previous: 'T0' } },
        others: [{ licenseState: 'CA', number: 'C1' }, { licenseState: 'NY' }, null],
      }),
    ).toEqual([
      { licenseId: 'T1', licenseState: 'TX' },
      { licenseId: 'T0', licenseState: 'TX' },
      { licenseId: 'C1', licenseState: 'CA' },
      // A state chosen before the number is typed is listed; an absent nested object holds nothing.
      { licenseId: '', licenseState: 'NY' },
    ]);
  });

  it('holds no licence outside a licence-state object or in a value of another shape', () => {
    const loose = { type: 'object', properties: { number: { type: 'string', format: 'license-number' } } };
    expect(licensesInForm(loose, { number: 'X1' })).toEqual([]);
    expect(licensesInForm(licenceObject, 'RN 1')).toEqual([]);
    expect(licensesInForm(null, { number: 'X1' })).toEqual([]);
    expect(licensesInForm({ ...licenceObject, properties: [] }, { number: 'X1' })).toEqual([]);
  });
});
