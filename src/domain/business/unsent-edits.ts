import type { BusinessAddress } from './business-address';
import type { Roster, RosterEntry } from './roster';

export interface FormContent {
  readonly address: BusinessAddress;
  readonly roster: Roster;
}

const emails = (entries: readonly RosterEntry[]): string =>
  entries.map((entry) => entry.email.toLowerCase()).join('\n');

/**
 * Whether the business form holds edits the service does not have: the address or the lists differ
 * from what was last read or saved. Spec 000 §2 warns only while a submission is in flight; spec is
 * silent on edits not sent at all. A reload would lose them without a word, so leaving the page
 * warns then too (BusinessCaseViewModel.leaveWarning, with BUSINESS_MESSAGES.leaveWithUnsentEdits). Typing a field back to what it was is no edit.
 */
export function hasUnsentEdits(now: FormContent, saved: FormContent): boolean {
  const a = now.address;
  const b = saved.address;
  if (a.street !== b.street || a.city !== b.city || a.state !== b.state || a.postcode !== b.postcode) return true;
  return (
    emails(now.roster.owners) !== emails(saved.roster.owners) ||
    emails(now.roster.fieldWorkers) !== emails(saved.roster.fieldWorkers)
  );
}
