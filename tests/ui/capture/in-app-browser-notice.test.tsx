import { AXE_WCAG_TAGS } from '../../support/axe-tags';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { question } from '../../application/fakes/fake-interview-service';
import { NEXT_QUESTION } from '../support/open-question';
import { uiHarness } from '../support/ui-harness';

const WCAG = { runOnly: [...AXE_WCAG_TAGS], rules: { 'color-contrast': { enabled: false } } };

const SELFIE = question('identity_assurance.selfie', { type: 'selfie', metadata: { title: 'Selfie' } });
const INSTAGRAM_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22B83 ' +
  'Instagram 354.0.0.29.90 (iPhone12,8; iOS 18_1; en_US; en; scale=2.00; 750x1334; 654111336; IABMV/1)';
const FACEBOOK_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240905.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Version/4.0 Chrome/130.0.6723.83 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/488.0.0.62.79;IABMV/1;]';
const LINK = 'https://attest.example/?rprId=R1&canary=c4n';

async function openSelfieIn(userAgent: string, opened: string | null) {
  const app = uiHarness({ userAgent, canHover: false });
  app.navigator.opened = opened;
  app.signIn([SELFIE, NEXT_QUESTION]);
  const view = app.renderApp('/question/identity_assurance-selfie');
  await screen.findByRole('button', { name: 'Take a selfie' });
  return { app, user: view.user };
}

/** After user-event's setup, which puts a clipboard stub of its own in place. */
function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('the in-app browser notice', () => {
  it('says the camera may not work in the app, how to open Safari, with the link as opened, and keeps both ways', async () => {
    const { app } = await openSelfieIn(INSTAGRAM_IPHONE, `${LINK}#/interview/R1`);
    expect(
      screen.getByRole('heading', { name: "The camera may not work in Instagram's built-in browser." }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Open in Safari' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Link to this interview' })).toHaveValue(LINK);
    expect(screen.getByLabelText('Choose a photo')).toBeEnabled();
    expect((await axe.run(document.body, WCAG)).violations).toEqual([]);
    // The camera may still be tried.
    await screen.getByRole('button', { name: 'Take a selfie' }).click();
    expect(app.camera.opened).toEqual(['user']);
  });

  it('suggests Chrome on Android', async () => {
    await openSelfieIn(FACEBOOK_ANDROID, LINK);
    expect(
      screen.getByRole('heading', { name: "The camera may not work in Facebook's built-in browser." }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Open in Chrome' })).toBeVisible();
  });

  it('copies the link and says so politely', async () => {
    const written: string[] = [];
    const { user } = await openSelfieIn(INSTAGRAM_IPHONE, LINK);
    clipboard(async (text) => {
      written.push(text);
    });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(written).toEqual([LINK]);
    expect(await screen.findByText('Link copied')).toHaveAttribute('role', 'status');
  });

  it('selects the link for the applicant to copy when the browser refuses the clipboard', async () => {
    const { user } = await openSelfieIn(INSTAGRAM_IPHONE, LINK);
    clipboard(() => Promise.reject(new Error('NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Select the link and copy it.')).toBeVisible();
    const input = screen.getByRole('textbox', { name: 'Link to this interview' }) as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, LINK.length]);
  });

  it('offers no link when the page was not opened with one (a hand-off link, or a reload)', async () => {
    await openSelfieIn(INSTAGRAM_IPHONE, 'https://attest.example/?q=selfie&handoff=H1');
    expect(screen.getByText('If the camera does not start, choose a photo instead.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('says nothing in a browser of its own', async () => {
    await openSelfieIn(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      LINK,
    );
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(screen.queryByText(/may not work/)).toBeNull();
  });
});
