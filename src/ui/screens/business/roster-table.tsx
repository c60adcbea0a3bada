import { observer } from 'mobx-react-lite';
import type { BusinessRosterViewModel } from '../../../application/view-models/business-roster.view-model';
import type { CasePerson } from '../../../domain/business/case-report';
import { BUSINESS_MESSAGES } from '../../../domain/business/messages';
import { submissionStatusText } from '../../../domain/business/roster';
import { BUSINESS_TEXTS } from '../../texts/business-texts';
import { LinkCell } from './link-cell';
import { PrimaryMark } from './primary-mark';

const columns = BUSINESS_MESSAGES.columns;

/**
 * One roster table (spec 000 §2): Email, Submission status, Email Link, Delete. The primary owner
 * is marked '- PRIMARY'; deleting them is refused with the spec's snackbar, so their Delete button
 * stays (and says why when pressed) rather than vanishing without a word. Delete is not offered
 * once the case is finished (spec 000 §6: forms are disabled once complete).
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
  if (people.length === 0) return null;
  return (
    <div className="business-table__scroll">
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
          {people.map((person) => (
            <tr key={person.email}>
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
                    className="button button--secondary button--small"
                    aria-label={BUSINESS_TEXTS.deleteRow(person.email)}
                    onClick={() => void roster.remove(person.email)}
                  >
                    {columns.delete}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
