import { observer } from 'mobx-react-lite';
import type { RequestStatusPageViewModel } from '../../../application/view-models/request-status-page.view-model';
import type { RequestReport } from '../../../domain/request-status/request-report';
import { showsDaysProcessing } from '../../../domain/request-status/status-notes';
import { SCREEN_TEXTS } from '../../texts/screen-texts';
import { FactList } from './fact-list';
import { ProcessingNotices } from './processing-notices';
import { StatusRules } from './status-rules';
import { StatusTimeline } from './status-timeline';
import { SupportFooter } from './support-footer';

const ALERT_CLASS: Readonly<Record<RequestReport['state'], string>> = {
  new: 'alert',
  processing: 'alert',
  complete: 'alert',
  timeout: 'alert alert--warning',
  canceled: 'alert alert--warning',
  attempts_exceeded: 'alert alert--warning',
};

/**
 * The status (in the spec's labels), the days processing where the domain shows them, and the
 * dates under the timeline, each date only when the record has it.
 */
const RequestFacts = observer(function RequestFacts({ report }: { report: RequestReport }) {
  const texts = SCREEN_TEXTS.status;
  const days = showsDaysProcessing(report.state) ? report.daysProcessing : null;
  return (
    <FactList
      facts={[
        [texts.statusIs, report.label],
        [texts.daysProcessing, days === null ? null : String(days)],
        [texts.requestedOn, report.requestedAt],
        [texts.submittedOn, report.submittedAt],
        [texts.completedOn, report.completedAt],
      ]}
    />
  );
});

/**
 * The body of the request status page (spec 000 §2): alert, timeline, status and dates, description
 * (the issuer's status message), processing-delay notices, the expiry and attempts rules, 'What
 * happens next?' and the footer. The alert is a polite live region: the page refreshes in the
 * background and a change is announced.
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
  const texts = SCREEN_TEXTS.status;
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
      <RequestFacts report={report} />
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
      <ProcessingNotices notices={status.notices} ticket={status.ticket} />
      <StatusRules rules={report.rules} />
      <section aria-labelledby="status-next">
        <h2 id="status-next">{texts.whatHappensNext}</h2>
        <p>{texts.next[report.state]}</p>
      </section>
      <SupportFooter footer={status.footer} />
    </>
  );
});
