import { inject, injectable } from 'inversify';
import type { ProcessingFacts } from '../../domain/request-status/processing-facts';
import { processingFacts } from '../../domain/request-status/processing-facts';
import { describeRequest } from '../../domain/request-status/request-report';
import type { FooterLink } from '../../domain/request-status/status-page';
import { supportFooter, supportTicketLink } from '../../domain/request-status/status-page';
import type { CalendarDate } from '../../domain/shared/calendar-date';
import { calendarDateOf } from '../../domain/shared/calendar-date';
import { shouldReloadThankYou, THANK_YOU_RELOAD_MS, thankYouTexts } from '../../domain/stage/thank-you';
import type { Clock } from '../ports/clock.port';
import { CLOCK } from '../ports/clock.port';
import type { Scheduler, Timer } from '../ports/scheduler.port';
import { SCHEDULER } from '../ports/scheduler.port';
import { InterviewStore } from './interview.store';
import { InterviewLoadUseCase } from '../use-cases/interview-load.use-case';
import { makeViewModelObservable } from './view-model-observable';

/**
 * The thank-you screen (spec 000 §2 'Thank-you'): heading and message (the issuer's confirmation
 * texts override them), the Continue link when the session has a continue URL, and one background
 * reload of the interview after 30 s unless refresh is disabled or a continue URL exists; and,
 * while the request is processing, the status page's processing facts (days processing, the 7- and
 * 13-day notices with the support ticket link, the expiry and attempts rules): spec 000 §2's stage
 * rule brings the applicant whose request is processing here, not to the status page.
 */
@injectable()
export class ThankYouViewModel {
  /** The calendar day the days processing are counted to, read from the clock at each start. */
  today: CalendarDate;
  private timer: Timer | null = null;

  constructor(
    @inject(InterviewStore) private readonly interview: InterviewStore,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(InterviewLoadUseCase) private readonly loader: InterviewLoadUseCase,
    @inject(CLOCK) private readonly clock: Clock,
  ) {
    this.today = this.currentDay();
    makeViewModelObservable(this, ['interview', 'loader', 'scheduler', 'clock', 'timer']);
  }

  private currentDay(): CalendarDate {
    return calendarDateOf(new Date(this.clock.now()));
  }

  private get texts() {
    const issuer = this.interview.issuer;
    return thankYouTexts({
      issuerName: issuer?.displayName ?? null,
      confirmation: issuer?.idoConfirmationMessage ?? null,
    });
  }

  get heading(): string {
    return this.texts.heading;
  }

  get message(): string {
    return this.texts.message;
  }

  /** The Continue link's target: the session's continue URL (not in the business flow), when safe. */
  get continueUrl(): string | null {
    return this.interview.continueUrl;
  }

  /** The request's processing facts while it is processing (see processingFacts), else null. */
  get processing(): ProcessingFacts | null {
    const record = this.interview.record;
    return record === null ? null : processingFacts(describeRequest(record, this.today));
  }

  /** Where the 13-day notice's support ticket link leads: the issuer's support contact. */
  get ticket(): FooterLink | null {
    return supportTicketLink(supportFooter(this.interview.issuer?.supportContactInfo ?? null));
  }

  /** Arms the one reload; the screen shows at once, the reload never blocks it. */
  start(options: { readonly refreshDisabled?: boolean } = {}): void {
    this.stop();
    this.today = this.currentDay();
    const reload = shouldReloadThankYou({
      refreshDisabled: options.refreshDisabled === true,
      continueUrl: this.interview.session?.continueUrl ?? null,
    });
    if (!reload) return;
    this.timer = this.scheduler.after(THANK_YOU_RELOAD_MS, () => {
      this.timer = null;
      void this.loader.reload();
    });
  }

  stop(): void {
    this.timer?.cancel();
    this.timer = null;
  }
}
