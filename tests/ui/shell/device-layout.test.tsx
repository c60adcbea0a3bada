import { act, screen } from '@testing-library/react';
import { IPHONE_AGENT } from '../../application/fakes/fake-device-profile';
import { uiHarness } from '../support/ui-harness';

const layoutOf = () => screen.getByRole('main').closest('[data-layout]')?.getAttribute('data-layout');

describe('the layout follows the mobile detection', () => {
  it('lays a desktop browser with a mouse out as desktop', async () => {
    uiHarness().renderApp('/google-login');
    await screen.findByRole('main');
    expect(layoutOf()).toBe('desktop');
  });

  it('lays a phone out as mobile by its user agent', async () => {
    uiHarness({ userAgent: IPHONE_AGENT }).renderApp('/google-login');
    await screen.findByRole('main');
    expect(layoutOf()).toBe('mobile');
  });

  it('switches when the primary pointer stops hovering, without a reload', async () => {
    const app = uiHarness();
    app.renderApp('/google-login');
    await screen.findByRole('main');
    act(() => app.device.setHover(false));
    expect(layoutOf()).toBe('mobile');
    act(() => app.device.setHover(true));
    expect(layoutOf()).toBe('desktop');
  });
});
