import { HANDOFF_LIFETIME_MS } from '../src/domain/session/handoff';
import { addDatum, addVerificationUpload } from './model/applicant-request';

const DOCUMENT_ATTR_TYPE = 'identity_assurance.document_verification.us_issued';
import { mintHandoff } from './model/handoffs';
import type { KeptLimitsInit } from './model/kept-limits';
import type { SandboxState } from './model/sandbox-state';
import { applicantShape, createBusinessCase } from './scenarios';

/**
 * The provider states of contracts/README.md, for Pact verification against the sandbox. Each
 * starts from an empty sandbox except where one interaction names two states (the second adds).
 */
export type StateParams = Readonly<Record<string, unknown>>;

const text = (params: StateParams, key: string): string => {
  const value = params[key];
  if (typeof value !== 'string' || value === '') throw new Error(`The provider state needs the text parameter ${key}`);
  return value;
};
const caseId = (params: StateParams): number => {
  const value = params.caseId;
  if (!Number.isSafeInteger(value)) throw new Error('The provider state needs the whole-number parameter caseId');
  return value as number;
};

const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/**
 * The optional `delegations` ({ attrType: texts sent }) and `verifications` ({ attrType: { failures,
 * resolutionAttempts } }): what the service already counted for the request (model/kept-limits.ts).
 */
function keptLimitsParams(params: StateParams): KeptLimitsInit {
  const { delegations = {}, verifications = {} } = params as { delegations?: unknown; verifications?: unknown };
  const entries = (value: unknown, key: string) => {
    if (typeof value !== 'object' || value === null) throw new Error(`The provider state's ${key} must be an object`);
    return Object.entries(value);
  };
  const texts = entries(delegations, 'delegations').map(([attrType, sent]) => {
    if (!isCount(sent)) throw new Error('delegations must map attribute types to whole numbers');
    return [attrType, sent] as const;
  });
  const checks = entries(verifications, 'verifications').map(([attrType, counts]) => {
    const { failures, resolutionAttempts } = (counts ?? {}) as { failures?: unknown; resolutionAttempts?: unknown };
    if (!isCount(failures) || !isCount(resolutionAttempts)) {
      throw new Error('verifications must map attribute types to { failures, resolutionAttempts }');
    }
    return [attrType, { failures, resolutionAttempts }] as const;
  });
  return { delegations: Object.fromEntries(texts), verifications: Object.fromEntries(checks) };
}

export function applicantRequestExists(state: SandboxState, params: StateParams): void {
  const shape = applicantShape(state, text(params, 'scenario'));
  if (shape === null) throw new Error(`No applicant scenario is named ${String(params.scenario)}`);
  const answers = typeof params.answers === 'object' && params.answers !== null ? params.answers : {};
  const request = state.addRequest({
    ...shape,
    id: text(params, 'rprId'),
    canary: text(params, 'canary'),
    ...(typeof params.dn === 'string' ? { dn: params.dn } : {}),
    answers: { ...shape.answers, ...(answers as Record<string, unknown>) },
    limits: keptLimitsParams(params),
    // handoffCodes false: a service with spec 000 §7's calls alone (no hand-off codes).
    ...(typeof params.handoffCodes === 'boolean' ? { handoffCodes: params.handoffCodes } : {}),
  });
  const datumIds: readonly unknown[] = Array.isArray(params.datumIds) ? params.datumIds : [];
  // verificationUpload: the data were one upload for verification (POST /IDVerify), answering as the scenario scripts it.
  const made =
    params.verificationUpload === true
      ? addVerificationUpload(
          request,
          datumIds.map(() => DOCUMENT_ATTR_TYPE),
        )
      : datumIds.map(() => addDatum(request, DOCUMENT_ATTR_TYPE));
  if (made.some((id, index) => id !== datumIds[index])) {
    throw new Error('datumIds must count from datum-1, as the sandbox names uploads');
  }
}

export function expiredApplicantRequestExists(state: SandboxState, params: StateParams): void {
  const shape = applicantShape(state, 'applicant')!;
  state.addRequest({ ...shape, id: text(params, 'rprId'), canary: text(params, 'canary'), expired: true });
}

export function businessCaseExists(state: SandboxState, origin: string, params: StateParams, filledIn = true): void {
  const scenario = typeof params.scenario === 'string' ? params.scenario : 'business-home-services';
  const ids = { caseId: caseId(params), authCode: text(params, 'authCode'), filledIn };
  if (createBusinessCase(state, origin, scenario, ids) === null)
    throw new Error(`No business scenario is named ${scenario}`);
  state.providerSession = { caseId: ids.caseId, expired: false };
}

export function businessSessionExpired(state: SandboxState, origin: string, params: StateParams): void {
  businessCaseExists(state, origin, { caseId: params.caseId, authCode: 'expired' });
  state.providerSession = { caseId: caseId(params), expired: true };
}

/**
 * A hand-off code `code` for `attrType`, minted by the request `rprId` of scenario `scenario`
 * (canary `canary`); `status` 'used' or 'expired' makes it one that can no longer be redeemed.
 */
export function handoffCodeExists(state: SandboxState, params: StateParams): void {
  applicantRequestExists(state, params);
  const status = params.status ?? 'fresh';
  if (status !== 'fresh' && status !== 'used' && status !== 'expired') {
    throw new Error("The provider state's status must be fresh, used or expired");
  }
  const now = status === 'expired' ? state.now() - HANDOFF_LIFETIME_MS : state.now();
  const handoff = mintHandoff(state.handoffs, {
    code: text(params, 'code'),
    rprId: text(params, 'rprId'),
    attrType: text(params, 'attrType'),
    now,
  });
  handoff.used = status === 'used';
}

/** The state handlers by state name, as pact-js's Verifier takes them. */
export function providerStates(state: SandboxState, origin: string): Record<string, (params: StateParams) => void> {
  return {
    'an applicant request exists': (params) => applicantRequestExists(state, params),
    'an expired applicant request exists': (params) => expiredApplicantRequestExists(state, params),
    'a hand-off code exists': (params) => handoffCodeExists(state, params),
    'a business case exists': (params) => businessCaseExists(state, origin, params),
    'a business case without a submission exists': (params) => businessCaseExists(state, origin, params, false),
    'the business session has expired': (params) => businessSessionExpired(state, origin, params),
  };
}
