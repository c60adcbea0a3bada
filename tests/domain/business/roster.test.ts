import type { Roster } from '../../../src/domain/business/roster';
import {
  allCollected,
  EMPTY_ROSTER,
  isPrimaryOwner,
  rosterEntries,
  sameEmail,
  submissionStatusText,
} from '../../../src/domain/business/roster';

const roster: Roster = {
  primaryOwner: { email: 'owner@acme.example', status: 'submitted' },
  owners: [{ email: 'partner@acme.example', status: 'pending' }],
  fieldWorkers: [{ email: 'tech@acme.example', status: 'submitted' }],
};

describe('roster', () => {
  it('lists the primary owner first, then owners, then field workers', () => {
    expect(rosterEntries(roster).map((e) => e.email)).toEqual([
      'owner@acme.example',
      'partner@acme.example',
      'tech@acme.example',
    ]);
  });

  it('recognises the primary owner in any case', () => {
    expect(isPrimaryOwner(roster, 'Owner@ACME.example')).toBe(true);
    expect(isPrimaryOwner(roster, 'partner@acme.example')).toBe(false);
    expect(isPrimaryOwner(EMPTY_ROSTER, 'owner@acme.example')).toBe(false);
  });

  it('compares e-mails case-insensitively', () => {
    expect(sameEmail('A@B.example', 'a@b.EXAMPLE')).toBe(true);
    expect(sameEmail('a@b.example', 'a@c.example')).toBe(false);
  });

  it('is all collected only when everyone has submitted', () => {
    expect(allCollected(roster)).toBe(false);
    expect(allCollected({ ...roster, owners: [{ email: 'partner@acme.example', status: 'submitted' }] })).toBe(true);
    expect(allCollected(EMPTY_ROSTER)).toBe(false);
  });

  it('shows the status texts of the spec', () => {
    expect(submissionStatusText('pending')).toBe('Pending Submission');
    expect(submissionStatusText('submitted')).toBe('Submission Received');
  });
});
