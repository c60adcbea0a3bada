import { parseCaseInput } from '../../src/domain/business/case-report';
import { describeCase } from '../../src/domain/business/case-report';
import { caseQuestions, ownersForm } from '../../src/domain/business/case-questions';
import { testSandbox } from './sandbox-client';

/** What the app reads of a scenario's case: authorization, status and submission with the link's cookie. */
async function openCase(sandbox: ReturnType<typeof testSandbox>, name: string) {
  const { caseId, authorized, gls } = await sandbox.owner(name);
  const get = (path: string) => gls('GET', path);
  const status = await get(`/v2/case/${caseId}/status`);
  const submission = await get(`/v2/case/${caseId}/submission`);
  const input = parseCaseInput({
    status: status.json(),
    submission: submission.statusCode === 404 ? null : submission.json(),
  });
  if (!input.ok) throw new Error(input.error);
  return { caseId, authorized: authorized.json(), report: describeCase(input.value), input: input.value };
}

describe('the business scenarios of the timeline end states and the single-email form', () => {
  const sandbox = testSandbox();
  afterAll(() => sandbox.app.close());

  it('business-case-passed: filled in, everyone submitted, passed; the timeline is complete', async () => {
    const { report, input } = await openCase(sandbox, 'business-case-passed');
    expect(input.caseStatus).toBe('passed');
    expect(report.timeline).toEqual(['success', 'success', 'success']);
    expect(report.people.length).toBeGreaterThan(1);
    expect(report.people.every((person) => person.status === 'submitted')).toBe(true);
    expect(input.submission?.businessAddress?.city).toBe('Austin');
  });

  it("business-case-dropoff: filled in and ended without a result ('Application Canceled')", async () => {
    const { report, input } = await openCase(sandbox, 'business-case-dropoff');
    expect(input.caseStatus).toBe('dropoff');
    expect(report.timeline).toEqual(['success', 'success', 'error']);
    expect(report.people.some((person) => person.status === 'pending')).toBe(true);
  });

  it('business-single-owner: a professional-services case asking for the address and the owner only', async () => {
    const { authorized, input } = await openCase(sandbox, 'business-single-owner');
    expect(authorized.service_type).toBe('professional_services');
    const questions = caseQuestions({
      businessEntity: authorized.required_check.needs_business_entity_check,
      fieldWorkerCriminal: authorized.required_check.needs_field_worker_criminal_check,
      businessOwner: authorized.required_check.needs_business_owner_check,
    });
    expect(questions).toEqual(['address', 'owners']);
    expect(ownersForm('professionalServices', questions)).toBe('single-email');
    expect(input.submission).toBeNull();
    expect(input.caseStatus).toBe('unspecified');
  });

  it('business-professional-services asks for employees too, so it keeps the tables', async () => {
    const { authorized } = await openCase(sandbox, 'business-professional-services');
    expect(authorized.required_check).toEqual({
      needs_business_entity_check: true,
      needs_field_worker_criminal_check: true,
      needs_business_owner_check: true,
    });
  });

  it('plays people submitting and the case passing on an open case (POST /__sandbox/cases/{id})', async () => {
    const { caseId } = await openCase(sandbox, 'business-case-dropoff');
    const played = await sandbox.call({
      method: 'POST',
      url: `/__sandbox/cases/${caseId}`,
      payload: { submitted: ['helper@acme.example'], caseStatus: 'CASE_STATUS_PASSED' },
    });
    expect(played.statusCode).toBe(204);
    const { caseId: openId } = await openCase(sandbox, 'business-home-services');
    const unknown = await sandbox.call({
      method: 'POST',
      url: `/__sandbox/cases/${openId}`,
      payload: { submitted: ['nobody@acme.example'] },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it.each(['business-immediate', 'business-home-services'])(
    "%s: the owner's own check is requested by the programme, not by another business",
    async (name) => {
      const { gls } = await sandbox.owner(name);
      const interviewUri = new URL((await gls('GET', '/v1/session')).json<{ interview_uri: string }>().interview_uri);
      const own = sandbox.state.requests.get(interviewUri.searchParams.get('rprId')!);
      const issuer = sandbox.state.issuers.get(own!.dn);
      expect(issuer?.displayName).toBe('Google Local Services');
    },
  );

  it('business-long-addresses: open, filled in, everyone pending, every address 44 characters long', async () => {
    const { report, input } = await openCase(sandbox, 'business-long-addresses');
    expect(input.caseStatus).toBe('unspecified');
    expect(input.submission?.roster.primaryOwner?.email).toBe('maximilian.oconnor@acme-home-repairs.example');
    expect(report.people.map((person) => [person.email.length, person.status])).toEqual(
      Array.from({ length: 4 }, () => [44, 'pending']),
    );
  });

  it('business-immediate saves the owner as the only employee without an address (no entity check)', async () => {
    const { caseId, gls } = await sandbox.owner('business-immediate');
    const blank = {
      revision: 0,
      region_code: 'US',
      language_code: 'en',
      administrative_area: '',
      postal_code: '',
      locality: '',
      address_lines: [],
    };
    const saved = await gls('POST', `/v2/case/${caseId}/submission`, {
      verification_case_id: null,
      business_address: blank,
      business_owners: [],
      field_workers: ['owner@acme.example'],
      insurance_coi: [],
    });
    expect(saved.statusCode).toBe(204);
  });
});
