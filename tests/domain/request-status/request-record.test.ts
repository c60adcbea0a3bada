import fc from 'fast-check';
import { parseRequestRecord } from '../../../src/domain/request-status/request-record';

describe('parseRequestRecord', () => {
  it('reads a GET /requests/{id} body into camelCase fields', () => {
    expect(
      parseRequestRecord({
        status: 'in_process',
        created_at: 1793545200,
        submitted_at: 1793939400,
        completed_at: null,
        attribute_sharing_agreements: [{ attribute_type: 'core.ssn', fulfilment: { status: 'fulfilled' } }],
      }),
    ).toEqual({
      ok: true,
      value: {
        status: 'in_process',
        createdAt: 1793545200,
        submittedAt: 1793939400,
        completedAt: null,
        agreements: [{ attributeType: 'core.ssn', fulfilmentStatus: 'fulfilled' }],
      },
    });
  });

  it('reads absent timestamps as null and absent agreements as none', () => {
    expect(parseRequestRecord({ status: 'new' })).toEqual({
      ok: true,
      value: { status: 'new', createdAt: null, submittedAt: null, completedAt: null, agreements: [] },
    });
  });

  it('reads an agreement without a fulfilment or a fulfilment status as having none', () => {
    const result = parseRequestRecord({
      status: 'pending',
      attribute_sharing_agreements: [{ attribute_type: 'a' }, { attribute_type: 'b', fulfilment: {} }],
    });
    expect(result.ok && result.value.agreements).toEqual([
      { attributeType: 'a', fulfilmentStatus: null },
      { attributeType: 'b', fulfilmentStatus: null },
    ]);
  });

  it.each([
    [null, 'the request record must be a JSON object'],
    [[], 'the request record must be a JSON object'],
    [{}, 'status must be a string'],
    [{ status: 3 }, 'status must be a string'],
    [{ status: 'new', created_at: '2026-01-01' }, 'created_at must be a timestamp in seconds or null'],
    [{ status: 'new', submitted_at: 1e20 }, 'submitted_at must be a timestamp in seconds or null'],
    [{ status: 'new', completed_at: true }, 'completed_at must be a timestamp in seconds or null'],
    [{ status: 'new', attribute_sharing_agreements: {} }, 'attribute_sharing_agreements must be an array'],
    [{ status: 'new', attribute_sharing_agreements: [7] }, 'attribute_sharing_agreements[0] must be an object'],
    [
      { status: 'new', attribute_sharing_agreements: [{ attribute_type: 'a' }, { attribute_type: 1 }] },
      'attribute_sharing_agreements[1].attribute_type must be a string',
    ],
    [
      { status: 'new', attribute_sharing_agreements: [{ attribute_type: 'a', fulfilment: 'done' }] },
      'attribute_sharing_agreements[0].fulfilment must be an object or null',
    ],
    [
      { status: 'new', attribute_sharing_agreements: [{ attribute_type: 'a', fulfilment: { status: 2 } }] },
      'attribute_sharing_agreements[0].fulfilment.status must be a string or null',
    ],
  ])('refuses %j with one line naming the field', (raw, message) => {
    expect(parseRequestRecord(raw)).toEqual({ ok: false, error: message });
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const result = parseRequestRecord(raw);
        if (!result.ok) expect(result.error).not.toContain('\n');
      }),
    );
  });

  it('never throws on records that are nearly right', () => {
    const nearly = fc.record(
      {
        status: fc.oneof(fc.string(), fc.anything()),
        created_at: fc.oneof(fc.double(), fc.constant(null), fc.anything()),
        submitted_at: fc.oneof(fc.integer(), fc.constant(null)),
        attribute_sharing_agreements: fc.array(
          fc.record(
            { attribute_type: fc.oneof(fc.string(), fc.anything()), fulfilment: fc.anything() },
            { requiredKeys: [] },
          ),
        ),
      },
      { requiredKeys: [] },
    );
    fc.assert(fc.property(nearly, (raw) => void parseRequestRecord(raw)));
  });
});
