import { parseServiceType } from '../../../src/domain/business/service-type';

describe('parseServiceType', () => {
  it('reads home_services and professional_services', () => {
    expect(parseServiceType('home_services')).toEqual({ ok: true, value: 'homeServices' });
    expect(parseServiceType('professional_services')).toEqual({ ok: true, value: 'professionalServices' });
  });

  it.each(['HOME_SERVICES', 'legal', 3, null])('refuses %j as Unknown GLS service type', (raw) => {
    expect(parseServiceType(raw)).toEqual({ ok: false, error: 'Unknown GLS service type' });
  });
});
