import {
  readBusinessCase,
  readBusinessSession,
  readCaseStatus,
  readNotificationOutcome,
  readSubmission,
} from '../../../src/adapters/http/gls-wire';
import { MAIN_ST_PAYLOAD } from '../../support/business-address';
import { GLS_CASE_ANSWER } from '../../support/gls-answers';

/** Correct by construction: every field of a GLS answer must be there; only null says 'none'. */

const CASE = GLS_CASE_ANSWER;
const SESSION = { email: 'owner@acme.example', case_id: 41, interview_uri: 'https://attest.example/?rprId=R1' };
const STATUS = { case_status: 'CASE_STATUS_PASSED', submission_status: 'SUBMITTED' };
const SUBMISSION = {
  verification_case_id: '41',
  primary_business_owner: 'owner@acme.example',
  business_owners: [{ email: 'owner@acme.example', rpr_submission_status: 'submitted' }],
  field_workers: [],
  business_address: MAIN_ST_PAYLOAD,
};

const without = (object: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(object).filter(([k]) => k !== key));
const withoutNested = (object: Record<string, unknown>, parent: string, key: string) => ({
  ...object,
  [parent]: without(object[parent] as Record<string, unknown>, key),
});

describe('the GLS answers, field by field', () => {
  it('reads complete answers', () => {
    expect(readBusinessCase(CASE).ok).toBe(true);
    expect(readBusinessSession(SESSION).ok).toBe(true);
    expect(readCaseStatus(STATUS).ok).toBe(true);
    expect(readSubmission(SUBMISSION).ok).toBe(true);
  });

  it.each(Object.keys(CASE))('fails an authorization answer without %s', (key) => {
    expect(readBusinessCase(without(CASE, key))).toEqual({ ok: false, error: `${key} is missing` });
  });

  it.each(Object.keys(CASE.required_check))('fails an authorization answer without required_check.%s', (key) => {
    expect(readBusinessCase(withoutNested(CASE, 'required_check', key))).toEqual({
      ok: false,
      error: `required_check.${key} is missing`,
    });
  });

  it.each(Object.keys(CASE.check_result))('fails an authorization answer without check_result.%s', (key) => {
    expect(readBusinessCase(withoutNested(CASE, 'check_result', key))).toEqual({
      ok: false,
      error: `check_result.${key} is missing`,
    });
  });

  it('takes null where the answer may say none: the address and the check result', () => {
    const read = readBusinessCase({ ...CASE, business_address: null, check_result: null });
    expect(read.ok && [read.value.businessAddress, read.value.checkResult]).toEqual([null, null]);
  });

  it('does not take null for a list, a count or a flag', () => {
    expect(readBusinessCase({ ...CASE, service_categories: null }).ok).toBe(false);
    expect(readBusinessCase({ ...CASE, check_result: { ...CASE.check_result, owner_count: null } }).ok).toBe(false);
    expect(
      readBusinessCase({ ...CASE, required_check: { ...CASE.required_check, needs_business_owner_check: null } }).ok,
    ).toBe(false);
  });

  it.each(Object.keys(SESSION))('fails a session answer without %s', (key) => {
    expect(readBusinessSession(without(SESSION, key))).toEqual({ ok: false, error: `${key} is missing` });
  });

  it('reads a null or blank interview_uri as none', () => {
    for (const interviewUri of [null, ' ']) {
      const read = readBusinessSession({ ...SESSION, interview_uri: interviewUri });
      expect(read.ok && read.value.interviewUri).toBeNull();
    }
  });

  it.each(Object.keys(STATUS))('fails a status answer without %s', (key) => {
    expect(readCaseStatus(without(STATUS, key))).toEqual({ ok: false, error: `${key} is missing` });
  });

  it.each(Object.keys(SUBMISSION))('fails a submission answer without %s', (key) => {
    expect(readSubmission(without(SUBMISSION, key))).toEqual({ ok: false, error: `submission.${key} is missing` });
  });

  it.each(['business_owners', 'field_workers'])(
    'fails a submission whose %s is null rather than reading no one',
    (key) => {
      expect(readSubmission({ ...SUBMISSION, [key]: null })).toEqual({
        ok: false,
        error: `submission.${key} must be a list, not null`,
      });
    },
  );

  it('keeps an empty (null) submission body as no submission, like the not-found answer', () => {
    expect(readSubmission(null)).toEqual({ ok: true, value: null });
  });

  it('fails a successful notifications answer without failed_emails; a 400 without it failed everyone', () => {
    expect(readNotificationOutcome(['a@acme.example'], {}, 200)).toEqual({
      ok: false,
      error: 'the notifications answer: failed_emails is missing',
    });
    expect(readNotificationOutcome(['a@acme.example'], {}, 400)).toEqual({
      ok: true,
      value: { failedEmails: ['a@acme.example'], success: false },
    });
  });
});
