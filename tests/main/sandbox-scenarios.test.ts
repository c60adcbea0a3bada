import { parseScenarioLink, parseScenarios, scenarioPath } from '../../src/main/sandbox-scenarios';

describe('sandbox scenarios', () => {
  it('reads the scenario list, leaving out entries without a name', () => {
    expect(
      parseScenarios([
        { name: 'applicant', description: 'An applicant with five questions' },
        { name: 'expired-link' },
        { description: 'nameless' },
        null,
      ]),
    ).toEqual({
      ok: true,
      value: [
        { name: 'applicant', description: 'An applicant with five questions' },
        { name: 'expired-link', description: '' },
      ],
    });
  });

  it('refuses an answer that is not a list', () => {
    expect(parseScenarios({ scenarios: [] }).ok).toBe(false);
  });

  it('escapes the scenario name in the creation path', () => {
    expect(scenarioPath('applicant')).toBe('/__sandbox/scenarios/applicant');
    expect(scenarioPath('../admin?x=1')).toBe('/__sandbox/scenarios/..%2Fadmin%3Fx%3D1');
  });

  it('reads the created link, or null when there is none', () => {
    expect(parseScenarioLink({ url: 'http://127.0.0.1:8080/?rprId=R1&canary=C1' })).toBe(
      'http://127.0.0.1:8080/?rprId=R1&canary=C1',
    );
    expect(parseScenarioLink({})).toBeNull();
    expect(parseScenarioLink(null)).toBeNull();
  });
});
