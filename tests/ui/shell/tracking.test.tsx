import { screen } from '@testing-library/react';
import { question } from '../../application/fakes/fake-interview-service';
import { uiHarness } from '../support/ui-harness';

describe('the screens tracked', () => {
  it('tracks each screen viewed by its route, never its path', async () => {
    const app = uiHarness();
    app.signIn([question('core.ssn', { type: 'ssn', metadata: { title: 'Social Security Number' } })]);
    const { user } = app.renderApp('/overview');
    await screen.findByRole('heading', { level: 1, name: 'Acme Bank is requesting information from you' });
    await user.click(screen.getByRole('link', { name: /Social Security Number/ }));
    await screen.findByRole('heading', { level: 1, name: 'Social Security Number' });
    expect(app.tracker.of('screen-viewed')).toEqual([
      { kind: 'screen-viewed', screen: 'overview' },
      { kind: 'screen-viewed', screen: 'question' },
    ]);
    expect(app.tracker.of('question-opened')).toEqual([{ kind: 'question-opened', attrType: 'core.ssn' }]);
    expect(JSON.stringify(app.tracker.events)).not.toMatch(/R1|c-1|core-ssn/);
  });

  it('tracks the error page with the reason it shows', async () => {
    const app = uiHarness();
    app.renderApp('/error/network-outage');
    await screen.findByRole('heading', { level: 1, name: 'Connection problem' });
    expect(app.tracker.events).toEqual([
      { kind: 'screen-viewed', screen: 'error' },
      { kind: 'error-page-shown', reason: 'network-outage' },
    ]);
  });
});
