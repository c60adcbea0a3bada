import { ProviderLookupViewModel } from '../../../src/application/view-models/provider-lookup.view-model';
import { matchesOf } from '../../../src/domain/validation/academic-provider';
import { ok } from '../../../src/domain/shared/result';
import { failure } from '../fakes/fake-interview-service';
import { interviewHarness } from './harness';

const schools = Array.from({ length: 14 }, (_, index) => ({ id: `s${index}`, name: `State College ${index}` }));

describe('ProviderLookupViewModel', () => {
  it('matches by name case-insensitively, at most 10, nothing for a blank query', () => {
    expect(matchesOf(schools, 'college', (s) => s.name)).toHaveLength(10);
    expect(matchesOf(schools, ' COLLEGE 13', (s) => s.name)).toEqual([{ id: 's13', name: 'State College 13' }]);
    expect(matchesOf(schools, '  ', (s) => s.name)).toEqual([]);
  });

  it('loads the academic providers once', async () => {
    const h = interviewHarness();
    h.service.on('getAcademicProviders', async () => ok(schools));
    const lookup = new ProviderLookupViewModel(h.service, h.interview);
    await lookup.loadAcademicProviders();
    await lookup.loadAcademicProviders();
    expect(lookup.academicStatus).toBe('loaded');
    expect(lookup.academicMatches('College 1')).toHaveLength(5);
    expect(h.service.callsTo('getAcademicProviders')).toHaveLength(1);
  });

  it('reports a failed utility load and loads again on retry', async () => {
    const h = interviewHarness();
    h.service.on('getUtilityProviders', async () => failure(500, 'unexpected'));
    const lookup = new ProviderLookupViewModel(h.service, h.interview);
    await lookup.loadUtilityProviders();
    expect(lookup.utilityStatus).toBe('error');
    h.service.on('getUtilityProviders', async () => ok([{ displayName: 'Power Co', canonicalName: 'power_co' }]));
    await lookup.loadUtilityProviders();
    expect(lookup.utilityMatches('power')).toEqual([{ displayName: 'Power Co', canonicalName: 'power_co' }]);
  });

  it("builds one blank charge per offense of the session's request", async () => {
    const h = interviewHarness();
    h.signIn();
    h.service.on('getCriminalOffenses', async () => ok([{ id: 'o1', specificOffense: 'Theft' }, { id: 2 }]));
    const lookup = new ProviderLookupViewModel(h.service, h.interview);
    await lookup.loadCharges();
    expect(h.service.callsTo('getCriminalOffenses')).toEqual([['R1']]);
    expect(lookup.charges.map((c) => [c.chargeID, c.chargeName, c.chargeDate])).toEqual([
      ['o1', 'Theft', 'Date Not Found'],
      [2, 'Offense Not found', 'Date Not Found'],
    ]);
  });

  it('cannot load charges without an interview session', async () => {
    const h = interviewHarness();
    const lookup = new ProviderLookupViewModel(h.service, h.interview);
    await lookup.loadCharges();
    expect(lookup.chargesStatus).toBe('error');
    expect(h.service.callsTo('getCriminalOffenses')).toHaveLength(0);
  });
});
