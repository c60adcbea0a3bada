import type { BusinessAddress } from '../../../src/domain/business/business-address';
import { businessFormValid, caseQuestions, submissionLists } from '../../../src/domain/business/case-questions';
import type { Roster } from '../../../src/domain/business/roster';
import { EMPTY_ROSTER } from '../../../src/domain/business/roster';

const address: BusinessAddress = { street: '1 Main St', city: 'Springfield', state: 'IL', postcode: '62701' };
const roster: Roster = {
  primaryOwner: { email: 'owner@acme.example', status: 'pending' },
  owners: [{ email: 'partner@acme.example', status: 'submitted' }],
  fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }],
};

describe('case questions', () => {
  it('asks one question per required check, address first', () => {
    expect(caseQuestions({ businessEntity: true, businessOwner: true, fieldWorkerCriminal: true })).toEqual([
      'address',
      'owners',
      'fieldWorkers',
    ]);
    expect(caseQuestions({ businessEntity: false, businessOwner: false, fieldWorkerCriminal: true })).toEqual([
      'fieldWorkers',
    ]);
    expect(caseQuestions({ businessEntity: false, businessOwner: false, fieldWorkerCriminal: false })).toEqual([]);
  });
});

describe('business form validity', () => {
  it('requires every part of the address when the form asks for it', () => {
    expect(businessFormValid({ questions: ['address'], address, roster: EMPTY_ROSTER })).toBe(true);
    for (const part of ['street', 'city', 'state', 'postcode'] as const) {
      expect(businessFormValid({ questions: ['address'], address: { ...address, [part]: ' ' }, roster })).toBe(false);
    }
  });

  it('ignores the address when the form does not ask for it', () => {
    const blank = { street: '', city: '', state: '', postcode: '' };
    expect(businessFormValid({ questions: ['fieldWorkers'], address: blank, roster })).toBe(true);
  });

  it('needs someone on each list the form asks for; the primary owner counts as an owner', () => {
    const primaryOnly: Roster = { ...EMPTY_ROSTER, primaryOwner: roster.primaryOwner };
    expect(businessFormValid({ questions: ['owners'], address, roster: primaryOnly })).toBe(true);
    expect(businessFormValid({ questions: ['owners'], address, roster: EMPTY_ROSTER })).toBe(false);
    expect(businessFormValid({ questions: ['fieldWorkers'], address, roster: primaryOnly })).toBe(false);
  });
});

describe('submission lists', () => {
  it('sends the primary owner first with the owners, and the employees', () => {
    expect(submissionLists(['address', 'owners', 'fieldWorkers'], roster)).toEqual({
      businessOwners: ['owner@acme.example', 'partner@acme.example'],
      fieldWorkers: ['tech@acme.example'],
    });
  });

  it('sends lists the form does not ask for empty', () => {
    expect(submissionLists(['address'], roster)).toEqual({ businessOwners: [], fieldWorkers: [] });
  });
});
