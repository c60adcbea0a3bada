import fc from 'fast-check';
import type { CaseInput } from '../../../src/domain/business/case-report';
import { describeCase, parseCaseInput } from '../../../src/domain/business/case-report';
import { MAIN_ST, MAIN_ST_PAYLOAD } from '../../support/business-address';

const body = (caseStatus: string) => ({
  status: { case_status: caseStatus, submission_status: 'SUBMITTED' },
  submission: {
    verification_case_id: '41',
    primary_business_owner: 'owner@acme.example',
    business_owners: [
      { email: 'owner@acme.example', rpr_submission_status: 'submitted' },
      { email: 'partner@acme.example', rpr_submission_status: 'pending' },
    ],
    field_workers: [
      { email: 'tech@acme.example', rpr_submission_status: 'submitted' },
      { email: 'helper@acme.example', rpr_submission_status: 'submitted' },
    ],
    business_address: MAIN_ST_PAYLOAD,
  },
});

const parse = (raw: unknown): CaseInput => {
  const result = parseCaseInput(raw);
  if (!result.ok) throw new Error(result.error);
  return result.value;
};

describe('parseCaseInput', () => {
  it('reads the status and the submission', () => {
    expect(parse(body('CASE_STATUS_UNSPECIFIED'))).toEqual({
      caseStatus: 'unspecified',
      submissionStatus: 'SUBMITTED',
      submission: {
        verificationCaseId: '41',
        roster: {
          primaryOwner: { email: 'owner@acme.example', status: 'submitted' },
          owners: [{ email: 'partner@acme.example', status: 'pending' }],
          fieldWorkers: [
            { email: 'tech@acme.example', status: 'submitted' },
            { email: 'helper@acme.example', status: 'submitted' },
          ],
        },
        businessAddress: MAIN_ST,
      },
    });
  });

  it('reads a missing submission as none yet', () => {
    expect(parse({ status: { case_status: 'CASE_STATUS_UNSPECIFIED' } })).toEqual({
      caseStatus: 'unspecified',
      submissionStatus: null,
      submission: null,
    });
  });

  it('reads a numeric case id and a missing submission status as pending', () => {
    const input = parse({
      status: { case_status: 'PASSED' },
      submission: { verification_case_id: 41, business_owners: [{ email: 'a@acme.example' }] },
    });
    expect(input.submission?.verificationCaseId).toBe('41');
    expect(input.submission?.roster.owners).toEqual([{ email: 'a@acme.example', status: 'pending' }]);
    expect(input.submission?.roster.primaryOwner).toBeNull();
  });

  it.each([
    [[], 'the case input must be a JSON object'],
    [{}, 'status must be an object'],
    [{ status: {} }, 'status.case_status must be a string'],
    [{ status: { case_status: 1 } }, 'status.case_status must be a string'],
    [{ status: { case_status: 'PASSED', submission_status: 2 } }, 'status.submission_status must be a string or null'],
    [{ status: { case_status: 'PASSED' }, submission: 'x' }, 'submission must be an object or null'],
    [
      { status: { case_status: 'PASSED' }, submission: { verification_case_id: true } },
      'submission.verification_case_id must be a string or a number',
    ],
    [
      { status: { case_status: 'PASSED' }, submission: { primary_business_owner: 3 } },
      'submission.primary_business_owner must be a string or null',
    ],
    [
      { status: { case_status: 'PASSED' }, submission: { business_owners: {} } },
      'submission.business_owners must be an array',
    ],
    [
      { status: { case_status: 'PASSED' }, submission: { field_workers: [{ email: 'a@x.io' }, {}] } },
      'submission.field_workers[1].email must be a non-empty string',
    ],
    [
      {
        status: { case_status: 'PASSED' },
        submission: { field_workers: [{ email: 'a@x.io', rpr_submission_status: 'done' }] },
      },
      "submission.field_workers[0].rpr_submission_status must be 'pending' or 'submitted'",
    ],
    [
      { status: { case_status: 'PASSED' }, submission: { business_address: { locality: 1 } } },
      'submission.business_address.locality must be a string',
    ],
  ])('refuses %j with one line naming the field', (raw, message) => {
    expect(parseCaseInput(raw)).toEqual({ ok: false, error: message });
  });

  it('never throws, whatever it is given', () => {
    fc.assert(fc.property(fc.anything(), (raw) => void parseCaseInput(raw)));
    const entry = fc.record({ email: fc.anything(), rpr_submission_status: fc.anything() }, { requiredKeys: [] });
    const nearly = fc.record(
      {
        status: fc.record({ case_status: fc.anything(), submission_status: fc.anything() }, { requiredKeys: [] }),
        submission: fc.record(
          {
            verification_case_id: fc.anything(),
            primary_business_owner: fc.anything(),
            business_owners: fc.array(entry),
            field_workers: fc.oneof(fc.array(entry), fc.anything()),
            business_address: fc.anything(),
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(nearly, (raw) => void parseCaseInput(raw)));
  });
});

describe('describeCase', () => {
  it('explains a case whose submissions are still coming in', () => {
    expect(describeCase(parse(body('CASE_STATUS_UNSPECIFIED')))).toEqual({
      caseStatus: 'unspecified',
      terminal: false,
      timeline: ['ongoing', 'disabled', 'disabled'],
      progress: 0.3,
      people: [
        { email: 'owner@acme.example', role: 'primary', status: 'submitted', canSendLink: false },
        { email: 'partner@acme.example', role: 'owner', status: 'pending', canSendLink: true },
        { email: 'tech@acme.example', role: 'field-worker', status: 'submitted', canSendLink: false },
        { email: 'helper@acme.example', role: 'field-worker', status: 'submitted', canSendLink: false },
      ],
    });
  });

  it('shows a passed case as final with every step done and no links to send', () => {
    const report = describeCase(parse(body('PASSED')));
    expect(report).toMatchObject({
      caseStatus: 'passed',
      terminal: true,
      timeline: ['success', 'success', 'success'],
      progress: 1,
    });
    expect(report.people.every((p) => !p.canSendLink)).toBe(true);
  });

  it('shows a failed case as final', () => {
    expect(describeCase(parse(body('FAILED')))).toMatchObject({ caseStatus: 'failed', terminal: true, progress: 1 });
  });

  it.each(['DROPOFF', 'WITHDRAWN', 'SOMETHING_NEW'])('shows %s as an application canceled', (status) => {
    expect(describeCase(parse(body(status)))).toMatchObject({
      caseStatus: 'dropoff',
      terminal: true,
      timeline: ['success', 'success', 'error'],
      progress: 0.5,
    });
  });

  it('moves to processing once everyone has submitted', () => {
    const raw = body('CASE_STATUS_UNSPECIFIED');
    raw.submission.business_owners[1]!.rpr_submission_status = 'submitted';
    expect(describeCase(parse(raw))).toMatchObject({ timeline: ['success', 'ongoing', 'disabled'], progress: 0.5 });
  });

  it('lists a primary owner missing from business_owners first, as pending', () => {
    const report = describeCase(
      parse({
        status: { case_status: 'CASE_STATUS_UNSPECIFIED' },
        submission: {
          primary_business_owner: 'boss@acme.example',
          business_owners: [{ email: 'partner@acme.example', rpr_submission_status: 'submitted' }],
        },
      }),
    );
    expect(report.people).toEqual([
      { email: 'boss@acme.example', role: 'primary', status: 'pending', canSendLink: true },
      { email: 'partner@acme.example', role: 'owner', status: 'submitted', canSendLink: false },
    ]);
    expect(report.progress).toBe(0.2);
  });

  it('lists an e-mail given twice once, where it first appears', () => {
    const report = describeCase(
      parse({
        status: { case_status: 'CASE_STATUS_UNSPECIFIED' },
        submission: {
          primary_business_owner: 'Owner@acme.example',
          business_owners: [{ email: 'owner@acme.example' }, { email: 'a@acme.example' }],
          field_workers: [{ email: 'A@acme.example' }, { email: 'b@acme.example' }],
        },
      }),
    );
    expect(report.people.map((p) => [p.email, p.role])).toEqual([
      ['owner@acme.example', 'primary'],
      ['a@acme.example', 'owner'],
      ['b@acme.example', 'field-worker'],
    ]);
  });

  it('shows a case without a submission with nobody and no progress', () => {
    expect(describeCase(parse({ status: { case_status: 'CASE_STATUS_UNSPECIFIED' } }))).toEqual({
      caseStatus: 'unspecified',
      terminal: false,
      timeline: ['ongoing', 'disabled', 'disabled'],
      progress: 0,
      people: [],
    });
  });
});
