import type {
  BusinessCase,
  BusinessCheckService,
  BusinessSession,
  CaseStatusAnswer,
} from '../../../src/application/ports/business-check-service.port';
import type { ServiceError } from '../../../src/application/ports/service-error';
import type { BusinessSubmission } from '../../../src/domain/business/case-input';
import type { RosterEntry } from '../../../src/domain/business/roster';
import { HTTP_MESSAGES } from '../../../src/domain/errors/http-failure';
import { err, ok } from '../../../src/domain/shared/result';

type Method = keyof BusinessCheckService;
type Answer<M extends Method> = Awaited<ReturnType<BusinessCheckService[M]>>;
type Handler<M extends Method> = (...args: Parameters<BusinessCheckService[M]>) => Answer<M> | Promise<Answer<M>>;

export const businessCaseOf = (extra: Partial<BusinessCase> = {}): BusinessCase => ({
  serviceType: 'homeServices',
  caseId: 42,
  name: 'Ann Owner',
  businessName: 'Acme Plumbing',
  serviceCategories: ['plumbing'],
  requiredChecks: { businessEntity: true, businessOwner: true, fieldWorkerCriminal: true },
  businessAddress: null,
  checkResult: null,
  ...extra,
});

export const submissionOf = (
  roster: {
    primary?: string | null;
    owners?: readonly RosterEntry[];
    fieldWorkers?: readonly RosterEntry[];
  } = {},
  extra: Partial<BusinessSubmission> = {},
): BusinessSubmission => ({
  verificationCaseId: 'V-1',
  roster: {
    primaryOwner: roster.primary === null ? null : { email: roster.primary ?? 'ann@acme.example', status: 'pending' },
    owners: roster.owners ?? [],
    fieldWorkers: roster.fieldWorkers ?? [],
  },
  businessAddress: { street: '1 Main St', city: 'Springfield', state: 'IL', postcode: '62701' },
  ...extra,
});

/** An HTTP failure of the business-check service: the same shape as the interview service's. */
export { failure as glsFailure } from './fake-interview-service';

export const invalidAddress = () =>
  err<ServiceError>({
    kind: 'invalid-business-address',
    status: 400,
    message: HTTP_MESSAGES.invalidBusinessAddress,
  });

/**
 * The business-check service as a test sets it up: the case, session, status and submission it
 * answers with (a signed-in owner of an open case without a submission by default), a handler per
 * method to override, and every call recorded with its arguments. A successful save makes the
 * submission exist, with what was saved, as the real service does.
 */
export class FakeBusinessCheckService implements BusinessCheckService {
  readonly calls: { method: Method; args: unknown[] }[] = [];
  businessCase: BusinessCase = businessCaseOf();
  session: BusinessSession = {
    email: 'ann@acme.example',
    caseId: 42,
    interviewUri: 'https://attest.example/interview/R9',
  };
  status: CaseStatusAnswer = { caseStatus: 'unspecified', submissionStatus: null };
  submission: BusinessSubmission | null = null;

  private readonly handlers: { [M in Method]?: Handler<M> } = {};

  on<M extends Method>(method: M, handler: Handler<M>): this {
    (this.handlers as Record<Method, unknown>)[method] = handler;
    return this;
  }

  callsTo(method: Method): unknown[][] {
    return this.calls.filter((call) => call.method === method).map((call) => call.args);
  }

  private async answer<M extends Method>(method: M, args: unknown[], fallback: () => Answer<M>): Promise<Answer<M>> {
    this.calls.push({ method, args });
    const handler = this.handlers[method] as ((...a: unknown[]) => Answer<M> | Promise<Answer<M>>) | undefined;
    return handler === undefined ? fallback() : handler(...args);
  }

  authorize(caseId: number, authCode: string | null) {
    return this.answer('authorize', [caseId, authCode], () => ok(this.businessCase));
  }
  getSession() {
    return this.answer('getSession', [], () => ok(this.session));
  }
  endSession() {
    return this.answer('endSession', [], () => ok(undefined));
  }
  getCaseStatus(caseId: number) {
    return this.answer('getCaseStatus', [caseId], () => ok(this.status));
  }
  getSubmission(caseId: number) {
    return this.answer('getSubmission', [caseId], () => ok(this.submission));
  }
  saveSubmission(...args: Parameters<BusinessCheckService['saveSubmission']>) {
    return this.answer('saveSubmission', args, () => {
      const [, saved] = args;
      const pending = (email: string): RosterEntry => ({ email, status: 'pending' });
      const [primary, ...owners] = saved.businessOwners;
      this.submission = {
        verificationCaseId: saved.verificationCaseId ?? 'V-new',
        roster: {
          primaryOwner: pending(primary ?? this.session.email),
          owners: owners.map(pending),
          fieldWorkers: saved.fieldWorkers.map(pending),
        },
        businessAddress: saved.businessAddress,
      };
      return ok(undefined);
    });
  }
  addPerson(...args: Parameters<BusinessCheckService['addPerson']>) {
    return this.answer('addPerson', args, () => ok(undefined));
  }
  removePerson(...args: Parameters<BusinessCheckService['removePerson']>) {
    return this.answer('removePerson', args, () => ok(undefined));
  }
  sendLinks(...args: Parameters<BusinessCheckService['sendLinks']>) {
    return this.answer('sendLinks', args, () => ok({ failedEmails: [], success: true }));
  }
}
