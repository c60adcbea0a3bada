import { BUSINESS_MESSAGES } from '../../../src/domain/business/messages';
import type { Roster } from '../../../src/domain/business/roster';
import {
  addPerson,
  canAddOwner,
  canAddPeople,
  canResendLinks,
  canSendLink,
  canTransition,
  duplicateRefusal,
  needsOwnerConfirmation,
  removalRefusal,
  removePerson,
  resolveOwnerConfirmation,
} from '../../../src/domain/business/roster-rules';

const roster: Roster = {
  primaryOwner: { email: 'owner@acme.example', status: 'pending' },
  owners: [{ email: 'partner@acme.example', status: 'submitted' }],
  fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }],
};
const open = { complete: false, serviceType: 'homeServices' } as const;

describe('removing people', () => {
  it("refuses to delete the primary business owner with the spec's text", () => {
    expect(removalRefusal(roster, 'OWNER@acme.example')).toBe("You can't delete primary business owner");
    expect(removePerson(roster, 'owner@acme.example')).toEqual({
      ok: false,
      error: "You can't delete primary business owner",
    });
  });

  it('keeps the tooltip of the protected primary owner', () => {
    expect(BUSINESS_MESSAGES.primaryOwnerTooltip).toBe('The Primary Business Owner cannot be removed from the roster');
    expect(BUSINESS_MESSAGES.primaryMark).toBe('- PRIMARY');
  });

  it('deletes anyone else from whichever list holds them', () => {
    expect(removalRefusal(roster, 'tech@acme.example')).toBeNull();
    const result = removePerson(roster, 'Tech@acme.example');
    expect(result.ok && result.value.fieldWorkers).toEqual([]);
    const partner = removePerson(roster, 'partner@acme.example');
    expect(partner.ok && partner.value.owners).toEqual([]);
  });
});

describe('adding people', () => {
  it('adds a pending owner or field worker', () => {
    const owner = addPerson(roster, 'owners', ' new@acme.example ', open);
    expect(owner.ok && owner.value.owners).toEqual([
      { email: 'partner@acme.example', status: 'submitted' },
      { email: 'new@acme.example', status: 'pending' },
    ]);
    const worker = addPerson(roster, 'fieldWorkers', 'crew@acme.example', open);
    expect(worker.ok && worker.value.fieldWorkers).toHaveLength(2);
  });

  it.each(['owner@acme.example', 'PARTNER@acme.example', 'Tech@Acme.Example'])(
    'refuses the duplicate %s across all lists',
    (email) => {
      expect(duplicateRefusal(roster, email)).toBe('This e-mail address is already used');
      expect(addPerson(roster, 'fieldWorkers', email, open)).toEqual({
        ok: false,
        error: { reason: 'duplicate', message: 'This e-mail address is already used' },
      });
    },
  );

  it('allows adding people only while the form is not complete', () => {
    expect(canAddPeople(false)).toBe(true);
    expect(canAddPeople(true)).toBe(false);
    expect(addPerson(roster, 'fieldWorkers', 'late@acme.example', { ...open, complete: true })).toEqual({
      ok: false,
      error: { reason: 'form-complete', message: null },
    });
  });

  it('allows adding an owner only for home services', () => {
    expect(canAddOwner('homeServices', false)).toBe(true);
    expect(canAddOwner('professionalServices', false)).toBe(false);
    expect(canAddOwner('homeServices', true)).toBe(false);
    const professional = { complete: false, serviceType: 'professionalServices' } as const;
    expect(addPerson(roster, 'owners', 'x@acme.example', professional)).toEqual({
      ok: false,
      error: { reason: 'owners-not-offered', message: null },
    });
    expect(addPerson(roster, 'fieldWorkers', 'x@acme.example', professional).ok).toBe(true);
  });

  it('asks a new owner to confirm only on a form that also has a field-worker question', () => {
    expect(needsOwnerConfirmation('owners', true)).toBe(true);
    expect(needsOwnerConfirmation('owners', false)).toBe(false);
    expect(needsOwnerConfirmation('fieldWorkers', true)).toBe(false);
    expect(BUSINESS_MESSAGES.ownerConfirmation).toEqual({
      question: 'a Business Owner and not an Employee',
      owner: 'Business Owner',
      employee: 'Employee',
    });
  });

  it('moves someone who is not an owner to the field workers', () => {
    const moved = resolveOwnerConfirmation(roster, 'partner@acme.example', 'employee');
    expect(moved.owners).toEqual([]);
    expect(moved.fieldWorkers.map((e) => e.email)).toEqual(['tech@acme.example', 'partner@acme.example']);
    expect(resolveOwnerConfirmation(roster, 'partner@acme.example', 'owner')).toBe(roster);
    expect(resolveOwnerConfirmation(roster, 'nobody@acme.example', 'employee')).toBe(roster);
  });
});

describe('links, submit and transition', () => {
  it('sends a link only to pending rows', () => {
    expect(canSendLink('pending')).toBe(true);
    expect(canSendLink('submitted')).toBe(false);
  });

  it('allows resending when sent, not complete and not all collected', () => {
    expect(canResendLinks({ sent: true, complete: false, allCollected: false })).toBe(true);
    expect(canResendLinks({ sent: false, complete: false, allCollected: false })).toBe(false);
    expect(canResendLinks({ sent: true, complete: true, allCollected: false })).toBe(false);
    expect(canResendLinks({ sent: true, complete: false, allCollected: true })).toBe(false);
  });

  const transition = {
    complete: false,
    transitionUrl: 'https://interview.example/t/1',
    userEmail: 'owner@acme.example',
    roster,
  };

  it("allows the transition while not complete, with a URL, and the user's own e-mail pending", () => {
    expect(canTransition(transition)).toBe(true);
    expect(canTransition({ ...transition, userEmail: 'OWNER@acme.example' })).toBe(true);
  });

  it('refuses the transition when complete, without a URL, or once the user has submitted', () => {
    expect(canTransition({ ...transition, complete: true })).toBe(false);
    expect(canTransition({ ...transition, transitionUrl: null })).toBe(false);
    expect(canTransition({ ...transition, transitionUrl: ' ' })).toBe(false);
    expect(canTransition({ ...transition, userEmail: 'partner@acme.example' })).toBe(false);
  });

  it('refuses the transition for a user who is not on the roster or has no e-mail', () => {
    expect(canTransition({ ...transition, userEmail: 'stranger@acme.example' })).toBe(false);
    expect(canTransition({ ...transition, userEmail: null })).toBe(false);
  });
});
