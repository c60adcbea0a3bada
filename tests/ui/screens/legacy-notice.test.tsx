import { screen } from '@testing-library/react';
import { uiHarness } from '../support/ui-harness';

describe('the legacy /google-login notice', () => {
  it('says the site no longer takes applications and links to the configured ads dashboard', async () => {
    uiHarness().renderApp('/google-login');
    expect(await screen.findByRole('heading', { level: 1, name: 'We no longer take applications here' })).toHaveFocus();
    expect(screen.getByText(/no longer takes business verification applications/)).toBeVisible();
    const link = screen.getByRole('link', { name: 'Go to your ads dashboard' });
    expect(link).toHaveAttribute('href', 'https://ads.example/localservices');
    expect(link).not.toHaveAttribute('target');
  });

  it('names the dashboard without a link when none is configured', async () => {
    uiHarness({ settings: { adsDashboardUrl: null } }).renderApp('/google-login');
    await screen.findByRole('heading', { level: 1, name: 'We no longer take applications here' });
    expect(screen.getByText(/Please go to your ads dashboard/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to your ads dashboard' })).not.toBeInTheDocument();
  });
});
