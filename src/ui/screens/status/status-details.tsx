import { observer } from 'mobx-react-lite';
import type { RequestStatusPageViewModel } from '../../../application/view-models/request-status-page.view-model';
import type { RequestReport } from '../../../domain/request-status/request-report';
import { SCREEN_TEXTS } from '../../texts/screen-texts';
import { ProcessingNotices } from './processing-notices';
import { StatusTimeline } from './status-timeline';
import { SupportFooter } from './support-footer';

const texts = SCREEN_TEXTS.status;

const ALERT_CLASS: Readonly<Record<RequestReport['state'], string>> = {
  new: 'alert',
  processing: 'alert',
  complete: 'alert',
  timeout: 'alert alert--warning',
  canceled: 'alert alert--warning',
  attempts_exceeded: 'alert alert--warning',
};

/** The dates under the timeline, each only when the record has it. */
function RequestDates({ report }: { report: RequestReport }) {
  const rows = [
    [texts.requestedOn, report.requestedAt],
    [texts.submittedOn, report.submittedAt],
    [texts.completedOn, report.completedAt],
  ].filter((row): row is [string, string] => row[1] !== null);
  if (rows.length === 0) return null;
  return (
    <dl className="status-dates">
      {rows.map(([label, date]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{date}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The body of the request status page (spec 000 §2): alert, timeline, dates, description (the
 * issuer's status message), processing-delay notices, 'What happens next?' and the footer. The
 * alert is a polite live region: the page refreshes in the background and a change is announced.
 *
 * Spec is silent on the text under 'What happens next?': ours, per display state.
 */
export const StatusDetails = observer(function StatusDetails({
  status,
  report,
}: {
  status: RequestStatusPageViewModel;
  report: RequestReport;
}) {
  const message = status.statusMessage;
  const footer = status.footer;
  return (
    <>
      <div className="status-alert" role="status">
        {report.alert !== null ? (
          <div className={ALERT_CLASS[report.state]}>
            <p>{report.alert}</p>
          </div>
        ) : null}
      </div>
      <StatusTimeline steps={status.timeline} />
      <RequestDates report={report} />
      {message !== null ? (
        <p className="status-description">
          {message.text}
          {message.link !== null ? (
            <>
              {' '}
              <a href={message.link.href} target="_blank" rel="noopener noreferrer">
                {message.link.text}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <ProcessingNotices notices={status.notices} ticket={footer.link ?? footer.email} />
      <section aria-labelledby="status-next">
        <h2 id="status-next">{texts.whatHappensNext}</h2>
        <p>{texts.next[report.state]}</p>
      </section>
      <SupportFooter footer={footer} />
    </>
  );
});
