import { parseSubmission } from '../../../src/domain/business/case-input';
import { ok } from '../../../src/domain/shared/result';

describe('parseSubmission (one GET /v2/case/{caseId}/submission body)', () => {
  it('reads the roster with the primary owner first and the address in form fields', () => {
    const read = parseSubmission({
      verification_case_id: 41,
      primary_business_owner: 'owner@acme.example',
      business_owners: [
        { email: 'partner@acme.example', rpr_submission_status: 'pending' },
        { email: 'owner@acme.example', rpr_submission_status: 'submitted' },
      ],
      field_workers: [{ email: 'tech@acme.example' }],
      business_address: {
        administrative_area: 'TX',
        postal_code: '78701',
        locality: 'Austin',
        address_lines: ['1 Main St'],
      },
    });
    expect(read).toEqual(
      ok({
        verificationCaseId: '41',
        roster: {
          primaryOwner: { email: 'owner@acme.example', status: 'submitted' },
          owners: [{ email: 'partner@acme.example', status: 'pending' }],
          fieldWorkers: [{ email: 'tech@acme.example', status: 'pending' }],
        },
        businessAddress: { street: '1 Main St', city: 'Austin', state: 'TX', postcode: '78701' },
      }),
    );
  });

  it('reads an empty body as no submission yet', () => {
    expect(parseSubmission(null)).toEqual(ok(null));
  });

  it('refuses a body that is not an object, naming the problem', () => {
    expect(parseSubmission(['owner@acme.example'])).toEqual({
      ok: false,
      error: 'submission must be an object or null',
    });
  });

  it('refuses an unknown submission status', () => {
    const read = parseSubmission({ business_owners: [{ email: 'a@acme.example', rpr_submission_status: 'lost' }] });
    expect(read.ok).toBe(false);
  });
});
