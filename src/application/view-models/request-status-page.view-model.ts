import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { MIN_POLL_DELAY_MS } from '../../domain/polling/polling-constants';
import { REQUEST_STATUS_MESSAGES } from '../../domain/request-status/messages';
import type { ProcessingNotice } from '../../domain/request-status/processing-notices';
import type { RequestRecord } from '../../domain/request-status/request-record';
import type { DisplayState, RequestReport, TimelineEvent } from '../../domain/request-status/request-report';
import { describeRequest } from '../../domain/request-status/request-report';
import type { StepState, TimelineStepId } from '../../domain/request-status/request-timeline';
import type { FooterLink, SupportFooter } from '../../domain/request-status/status-page';
import { showsTerminatedPage, supportFooter, supportTicketLink } from '../../domain/request-status/status-page';
import { acceptAddress } from '../../domain/links/address';
import type { CalendarDate } from '../../domain/shared/calendar-date';
import { calendarDateOf } from '../../domain/shared/calendar-date';
import type { Clock } from '../ports/clock.port';
import { CLOCK } from '../ports/clock.port';
import type { InterviewService, PrivacyPolicy } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { Scheduler, Timer } from '../ports/scheduler.port';
import { SCHEDULER } from '../ports/scheduler.port';
import { StartSessionUseCase } from '../use-cases/start-session.use-case';
import { NO_SESSION } from '../ports/no-session';
import { ErrorActionViewModel } from './error-action.view-model';
import { InterviewStore } from './interview.store';
import { PollingViewModel } from './polling.view-model';
import { makeViewModelObservable } from './view-model-observable';

/**
 * The first wait before the status page reads the request again: the polling delay of an active
 * user; it grows with idle time as the other screens' polling does (spec 000 §9).
 */
export const STATUS_REFRESH_MS = MIN_POLL_DELAY_MS;

/** States that no longer change: the page stops refreshing (as polling does, spec 000 §4 'Polling'). */
const FINAL_STATES: readonly DisplayState[] = ['complete', 'canceled', 'timeout', 'attempts_exceeded'];

export interface StatusTimelineItem {
  readonly id: TimelineStepId;
  readonly title: string;
  readonly state: StepState;
  readonly note: string | null;
  /** The record's events of this step (spec 000 §4 'Events'), oldest first; none when it has none. */
  readonly events: readonly TimelineEvent[];
}

/**
 * The request status page (/status, spec 000 §2 'Request status page', §4 'Status timeline',
 * 'Status alerts'): the session's request record as the domain's report (alert, four-step
 * timeline, MM/DD/YYYY dates, the 7- and 13-day processing notices as of the clock's today), the
 * issuer's status message, its support footer, and the terminated-request page of a canceled
 * insurance self-attestation-only request. It refreshes in the background until stopped or final,
 * on the polling ramp (2 to 6 s with the applicant's idle time, paused beyond 5 minutes idle) and
 * not while rpr_constant_polling_enabled is off (spec 000 §4 'Polling', §9).
 *
 * Spec is silent on a refresh that fails: a network blip keeps the page and tries again at the
 * next tick; an error answer (signed out, link expired) shows like a failed call.
 * Spec is silent on the status page of a business session: it has no request to read, so the page
 * stays empty (the business form shows the case's own timeline).
 * Spec is silent on which status keys the issuer's idoStatusMessages: the stored status
 * (in_process, complete, ...) is looked up first, then the display state.
 */
@injectable()
export class RequestStatusPageViewModel {
  record: RequestRecord | null = null;
  loading = false;
  running = false;
  /** The calendar day the report is computed for, read from the clock at each load. */
  today: CalendarDate;
  private timer: Timer | null = null;

  constructor(
    @inject(INTERVIEW_SERVICE) private readonly service: InterviewService,
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(StartSessionUseCase) private readonly startSession: StartSessionUseCase,
    @inject(ErrorActionViewModel) private readonly errors: ErrorActionViewModel,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(PollingViewModel) private readonly polling: PollingViewModel,
  ) {
    this.today = this.currentDay();
    makeViewModelObservable(this, [
      'service',
      'interview',
      'startSession',
      'errors',
      'clock',
      'scheduler',
      'timer',
      'polling',
    ]);
  }

  private currentDay(): CalendarDate {
    return calendarDateOf(new Date(this.clock.now()));
  }

  private get rprId(): string | null {
    const session = this.interview.session ?? this.startSession.stored();
    return session?.kind === 'interview' ? session.rprId : null;
  }

  /**
   * Loads the record now, then refreshes it on the polling ramp; starting twice keeps one loop. The
   * record the interview's load read moments ago shows at once (the page's first screen does not
   * wait for a second read of it), and that first read refreshes it.
   */
  async start(): Promise<void> {
    if (this.running) return;
    if (this.record === null && this.interview.session?.kind === 'interview') this.record = this.interview.record;
    this.running = true;
    this.polling.wake();
    const loaded = await this.load();
    if (loaded) this.schedule();
  }

  stop(): void {
    this.running = false;
    this.timer?.cancel();
    this.timer = null;
  }

  /** Reads the record; false when there is none to read or the failure ended the page. */
  private async load(): Promise<boolean> {
    const rprId = this.rprId;
    if (rprId === null) {
      this.stop();
      this.errors.failWith(NO_SESSION);
      return false;
    }
    this.loading = this.record === null;
    const result = await this.service.getRequest(rprId);
    if (!result.ok) {
      runInAction(() => (this.loading = false));
      if (result.error.kind === 'network' && this.record !== null) return true;
      this.stop();
      this.errors.failWith(result.error);
      return false;
    }
    runInAction(() => {
      this.record = result.value;
      this.today = this.currentDay();
      this.loading = false;
    });
    return true;
  }

  private schedule(): void {
    if (!this.running || this.final) return;
    const delay = this.polling.nextDelay();
    this.timer =
      delay.kind === 'paused'
        ? this.scheduler.after(delay.recheckMs, this.schedule)
        : this.scheduler.after(delay.delayMs, () => void this.tick());
  }

  private async tick(): Promise<void> {
    this.timer = null;
    if (!this.running) return;
    // With constant polling off the page keeps its first read (and looks again whether it was turned on).
    if (!this.interview.pollingEnabled) {
      this.schedule();
      return;
    }
    if (await this.load()) this.schedule();
  }

  // The page model --------------------------------------------------------------------------------

  get report(): RequestReport | null {
    return this.record === null ? null : describeRequest(this.record, this.today);
  }

  get final(): boolean {
    return this.report !== null && FINAL_STATES.includes(this.report.state);
  }

  get alert(): string | null {
    return this.report?.alert ?? null;
  }

  get timeline(): readonly StatusTimelineItem[] {
    return (this.report?.timeline ?? []).map((step) => ({
      ...step,
      title: REQUEST_STATUS_MESSAGES.steps[step.id],
    }));
  }

  get notices(): readonly ProcessingNotice[] {
    return this.report?.notices ?? [];
  }

  get terminated(): boolean {
    return this.record !== null && showsTerminatedPage(this.record);
  }

  /** The issuer's message for this status (the page's description), its link normalised. */
  get statusMessage(): { readonly text: string; readonly link: FooterLink | null } | null {
    const messages = this.interview.issuer?.idoStatusMessages ?? {};
    const record = this.record;
    if (record === null) return null;
    const message = messages[record.status] ?? (this.report ? messages[this.report.state] : undefined);
    if (message === undefined) return null;
    const href = message.url === null ? null : acceptAddress(message.url, 'support-link');
    return { text: message.msg, link: href === null ? null : { text: message.urlTitle ?? href, href } };
  }

  get footer(): SupportFooter {
    return supportFooter(this.interview.issuer?.supportContactInfo ?? null);
  }

  /** Where the 13-day notice's support ticket link leads. */
  get ticket(): FooterLink | null {
    return supportTicketLink(this.footer);
  }

  /** The business's brand colour for its contact links on the terminated page. */
  get brandColor(): string | null {
    return this.interview.issuer?.primaryColor ?? null;
  }

  get issuerName(): string | null {
    return this.interview.issuer?.displayName ?? null;
  }

  get privacyPolicy(): PrivacyPolicy | null {
    return this.interview.issuer?.privacyPolicy ?? null;
  }
}
