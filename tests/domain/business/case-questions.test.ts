import type { BusinessAddress } from '../../../src/domain/business/business-address';
import {
  addLabelOf,
  businessFormValid,
  caseQuestionKinds,
  caseQuestions,
  ownersForm,
  submissionLists,
  submitBlocker,
} from '../../../src/domain/business/case-questions';
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

describe('why the business form cannot be submitted', () => {
  const address = { street: '1 Main St', city: 'Springfield', state: 'IL', postcode: '62701' };
  const blank = { street: '', city: '', state: '', postcode: '' };
  const primaryOnly = { ...EMPTY_ROSTER, primaryOwner: { email: 'ann@acme.example', status: 'pending' as const } };
  const facts = { questions: ['address', 'owners', 'fieldWorkers'] as const, submitting: false, sent: false };

  it('names the first thing to fix, top of the form first', () => {
    expect(submitBlocker({ ...facts, address: blank, roster: EMPTY_ROSTER })).toBe('address');
    expect(submitBlocker({ ...facts, address, roster: EMPTY_ROSTER })).toBe('owners');
    expect(submitBlocker({ ...facts, address, roster: primaryOnly })).toBe('fieldWorkers');
    const full = { ...primaryOnly, fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' as const }] };
    expect(submitBlocker({ ...facts, address, roster: full })).toBeNull();
    expect(submitBlocker({ ...facts, address, roster: full, submitting: true })).toBe('submitting');
    expect(submitBlocker({ ...facts, address, roster: full, sent: true })).toBe('sent');
  });

  it('never lets a case without questions save an empty submission', () => {
    expect(submitBlocker({ ...facts, questions: [], address, roster: EMPTY_ROSTER })).toBe('nothing-to-submit');
    expect(businessFormValid({ questions: [], address, roster: EMPTY_ROSTER })).toBe(false);
  });
});

describe('the attribute type of each business question', () => {
  it('asks owners and employees together as gls.businessownersandfieldworkers', () => {
    expect(caseQuestionKinds(['address', 'owners', 'fieldWorkers'])).toEqual([
      'gls.businessaddress',
      'gls.businessownersandfieldworkers',
      'gls.businessownersandfieldworkers',
    ]);
  });

  it('asks owners alone as gls.businessowners and employees alone as gls.fieldworkers', () => {
    expect(caseQuestionKinds(['address', 'owners'])).toEqual(['gls.businessaddress', 'gls.businessowners']);
    expect(caseQuestionKinds(['fieldWorkers'])).toEqual(['gls.fieldworkers']);
  });
});

describe('the single-email business owner form', () => {
  it('shows for a professional-services case that asks for owners and not employees', () => {
    expect(ownersForm('professionalServices', ['address', 'owners'])).toBe('single-email');
  });

  it('keeps the owners table for home services and when employees are asked too', () => {
    expect(ownersForm('homeServices', ['address', 'owners'])).toBe('table');
    expect(ownersForm('professionalServices', ['address', 'owners', 'fieldWorkers'])).toBe('table');
  });
});

describe('addLabelOf', () => {
  it("labels the employees' input 'Add new employee'", () => {
    expect(addLabelOf('fieldWorkers', true)).toBe('Add new employee');
  });

  it("offers owners 'or senior partner' where employees are asked too, else just 'business owner'", () => {
    expect(addLabelOf('owners', true)).toBe('Add new business owner or senior partner');
    expect(addLabelOf('owners', false)).toBe('Add new business owner');
  });
});
