import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, useState } from 'react';
import type { BusinessRosterViewModel } from '../../../application/view-models/business-roster.view-model';
import type { CasePerson } from '../../../domain/business/case-report';
import { BUSINESS_MESSAGES } from '../../../domain/business/messages';
import { submissionStatusText } from '../../../domain/business/roster';
import { BUSINESS_TEXTS } from '../../texts/business-texts';
import { LinkCell } from './link-cell';
import { PrimaryMark } from './primary-mark';

/**
 * One roster table (spec 000 §2): Email, Submission status, Email Link, Delete. The primary owner
 * is marked '- PRIMARY'; deleting them is refused with the spec's snackbar, so their Delete button
 * stays (and says why when pressed) rather than vanishing without a word. Delete is not offered
 * once the case is finished (spec 000 §6: forms are disabled once complete).
 *
 * While a person's addition or deletion runs, their row is busy and its button says so ('Adding…',
 * 'Deleting…'); the button stays focusable (aria-disabled, not disabled) so focus is not dropped,
 * and the view model makes a second click do nothing. Once a row is deleted, focus moves to the
 * Delete button now in its place (the next row's, else the last row's), else to the section's add
 * input.
 */
export const RosterTable = observer(function RosterTable({
  caption,
  people,
  roster,
}: {
  readonly caption: string;
  readonly people: readonly CasePerson[];
  readonly roster: BusinessRosterViewModel;
}) {
  const scrollBox = useRef<HTMLDivElement>(null);
  // The deleted row's place and the row count it was deleted from: acted on once the row is gone.
  const [refocus, setRefocus] = useState<{ readonly index: number; readonly count: number } | null>(null);
  // A layout effect: focus moves in the same commit that removes the row, never via the page body.
  useLayoutEffect(() => {
    if (refocus === null || people.length >= refocus.count) return;
    setRefocus(null);
    const buttons = scrollBox.current?.querySelectorAll<HTMLButtonElement>('.business-table__delete');
    const next = buttons?.[Math.min(refocus.index, buttons.length - 1)];
    if (next !== undefined) next.focus();
    else nextInSection(scrollBox.current)?.focus();
  }, [refocus, people.length]);
  const remove = async (email: string, index: number) => {
    const count = people.length;
    if (await roster.remove(email)) setRefocus({ index, count });
  };
  if (people.length === 0) return <div ref={scrollBox} hidden />;
  const columns = BUSINESS_MESSAGES.columns;
  return (
    <div ref={scrollBox} className="business-table__scroll">
      <table className="business-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.email}</th>
            <th scope="col">{columns.submissionStatus}</th>
            <th scope="col">{columns.emailLink}</th>
            <th scope="col">{columns.delete}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person, index) => {
            const call = roster.personCall(person.email);
            return (
              <tr key={person.email} aria-busy={call === null ? undefined : true}>
                <th scope="row" className="business-table__email">
                  <span>{person.email}</span>
                  {person.role === 'primary' ? (
                    <>
                      {' '}
                      <PrimaryMark />
                    </>
                  ) : null}
                </th>
                <td data-label={columns.submissionStatus}>
                  <span className={`business-status business-status--${person.status}`}>
                    {submissionStatusText(person.status)}
                  </span>
                </td>
                <td data-label={columns.emailLink}>
                  <LinkCell person={person} roster={roster} />
                </td>
                <td data-label={columns.delete}>
                  {roster.canAddPeople ? (
                    <button
                      type="button"
                      className="button button--secondary button--small business-table__delete"
                      aria-label={
                        call === null
                          ? BUSINESS_TEXTS.deleteRow(person.email)
                          : BUSINESS_TEXTS.personCall[call](person.email)
                      }
                      aria-disabled={call === null ? undefined : true}
                      onClick={() => void remove(person.email, index)}
                    >
                      {call === null ? columns.delete : BUSINESS_TEXTS.personCallShort[call]}
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
});

/** Where focus goes when a table's last row is gone: the section's add input, else the section. */
function nextInSection(element: HTMLElement | null): HTMLElement | null {
  const section = element?.closest('section') ?? null;
  const input = section?.querySelector<HTMLElement>('input:not([disabled])') ?? null;
  if (input !== null || section === null) return input;
  section.setAttribute('tabindex', '-1');
  return section;
}
