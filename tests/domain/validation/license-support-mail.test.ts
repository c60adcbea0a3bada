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
});
