import fc from 'fast-check';
import { parseAddressPayload, toAddressPayload } from '../../../src/domain/business/business-address';

describe('the business address payload', () => {
  it('carries the form address with the US defaults', () => {
    expect(toAddressPayload({ street: '1 Main St', city: 'Austin', state: 'TX', postcode: '78701' })).toEqual({
      revision: 0,
      region_code: 'US',
      language_code: 'en',
      administrative_area: 'TX',
      postal_code: '78701',
      locality: 'Austin',
      address_lines: ['1 Main St'],
    });
  });

  it('trims the parts and sends no line for a blank street', () => {
    expect(toAddressPayload({ street: '  ', city: ' Austin ', state: 'TX ', postcode: ' 78701' })).toMatchObject({
      locality: 'Austin',
      administrative_area: 'TX',
      postal_code: '78701',
      address_lines: [],
    });
  });

  it('reads a payload back into the form address', () => {
    expect(
      parseAddressPayload({
        revision: 0,
        region_code: 'US',
        language_code: 'en',
        administrative_area: 'TX',
        postal_code: '78701',
        locality: 'Austin',
        address_lines: ['1 Main St', ' Suite 200 ', ''],
      }),
    ).toEqual({ ok: true, value: { street: '1 Main St, Suite 200', city: 'Austin', state: 'TX', postcode: '78701' } });
  });

  it('reads missing parts as empty', () => {
    expect(parseAddressPayload({})).toEqual({ ok: true, value: { street: '', city: '', state: '', postcode: '' } });
  });

  it.each([
    [null, 'business_address must be an object'],
    [{ locality: 5 }, 'business_address.locality must be a string'],
    [{ postal_code: 78701 }, 'business_address.postal_code must be a string'],
    [{ address_lines: '1 Main St' }, 'business_address.address_lines must be an array of strings'],
  ])('refuses %j', (raw, message) => {
    expect(parseAddressPayload(raw)).toEqual({ ok: false, error: message });
  });

  it('round-trips a trimmed address', () => {
    const part = fc.string().map((s) => s.trim());
    fc.assert(
      fc.property(fc.record({ street: part, city: part, state: part, postcode: part }), (address) => {
        expect(parseAddressPayload(toAddressPayload(address))).toEqual({ ok: true, value: address });
      }),
    );
  });
});
