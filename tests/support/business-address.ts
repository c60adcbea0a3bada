/**
 * The business address of the contracts' case 41, as the form holds it and as the GLS service
 * stores it (spec 000 §7), shared by the tests that need a known address rather than one that
 * tests the address rules (tests/domain/business/business-address.test.ts spells those out).
 */
export const MAIN_ST = { street: '1 Main St', city: 'Austin', state: 'TX', postcode: '78701' };

export const MAIN_ST_PAYLOAD = {
  revision: 0,
  region_code: 'US',
  language_code: 'en',
  administrative_area: 'TX',
  postal_code: '78701',
  locality: 'Austin',
  address_lines: ['1 Main St'],
};
