import { AXE_WCAG_TAGS } from '../../support/axe-tags';
import { act, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { QuestionViewModel } from '../../../src/application/view-models/question.view-model';
import { HANDOFF_CHECK_MS, HANDOFF_CODES_FLAG } from '../../../src/domain/session/handoff';
import { ok } from '../../../src/domain/shared/result';
import { HandOffPanel } from '../../../src/ui/capture/hand-off-panel';
import { HAND_OFF_SPEC_TEXTS, HAND_OFF_TEXTS } from '../../../src/ui/texts/hand-off-texts';
import { DELEGATION_MESSAGES } from '../../../src/domain/errors/delegation-messages';
import { SnackbarViewModel } from '../../../src/application/view-models/snackbar.view-model';
import { deferred, networkFailure, question, snapshotOf } from '../../application/fakes/fake-interview-service';
import { uiHarness } from '../support/ui-harness';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const selfie = question('core.selfie', { metadata: { title: 'Selfie' } });

/** WCAG 2.1 A and AA rules; colour contrast needs layout, which jsdom has none of. */
async function violations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: [...AXE_WCAG_TAGS] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
}

/** The question screen's own form, which the panel sits in. */
const questionFormSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());

/** The panel on the selfie question, over a service that offers hand-off codes unless `codes` is false. */
async function renderPanel(prepare: (app: ReturnType<typeof uiHarness>) => void = () => undefined, codes = true) {
  const app = uiHarness();
  let minted = 0;
  app.service.on('createHandoff', () => {
    minted += 1;
    return ok({ code: `H${minted}`, expiresAt: app.time.now() + FIFTEEN_MINUTES });
  });
  prepare(app);
  app.signIn([selfie]);
  if (codes) app.service.snapshot = { ...app.service.snapshot, featureFlags: { [HANDOFF_CODES_FLAG]: true } };
  const question = app.get(QuestionViewModel);
  await question.enter('core-selfie');
  const view = app.renderAt(
    '/question/core-selfie',
    <main>
      <form aria-label="Question" onSubmit={questionFormSubmit}>
        <HandOffPanel screen={question} idPrefix="q" captureName="selfie" />
      </form>
    </main>,
  );
  // The phone input is a chunk of its own: it replaces a disabled stand-in once loaded.
  await screen.findByRole('combobox', { name: HAND_OFF_TEXTS.phoneCountry });
  return { app, question, ...view };
}

const expiryTime = (epochMs: number) =>
  new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(epochMs);

jest.setTimeout(15000);

describe('HandOffPanel', () => {
  it('offers a text and a QR code with its link, says until when it works, and that it waits for the phone', async () => {
    const { app } = await renderPanel();
    const link = 'https://attest.example/overview?q=core.selfie&handoff=H1#/interview/R1';
    expect(await screen.findByRole('img', { name: HAND_OFF_TEXTS.qrImage })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: HAND_OFF_TEXTS.linkLabel })).toHaveValue(link);
    expect(screen.getByText(HAND_OFF_TEXTS.expiresAt(expiryTime(app.time.now() + FIFTEEN_MINUTES)))).toBeVisible();
    expect(screen.getByRole('textbox', { name: HAND_OFF_TEXTS.phoneLabel })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: HAND_OFF_TEXTS.phoneCountry })).toHaveValue('US');
    expect(screen.getByRole('button', { name: HAND_OFF_SPEC_TEXTS.send })).toBeEnabled();
    expect(screen.getByText(HAND_OFF_TEXTS.waiting('selfie'))).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  it('offers the text alone, with no QR code, where the service does not offer hand-off codes', async () => {
    const { app, user } = await renderPanel(() => undefined, false);
    expect(screen.getByText(HAND_OFF_TEXTS.introTextOnly('selfie'))).toBeVisible();
    expect(screen.queryByRole('heading', { name: HAND_OFF_TEXTS.qrHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: HAND_OFF_TEXTS.qrImage })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: HAND_OFF_TEXTS.linkLabel })).not.toBeInTheDocument();
    expect(screen.getByText(HAND_OFF_TEXTS.waiting('selfie'))).toBeVisible();

    app.service.on('sendText', () => ok(undefined));
    await user.type(screen.getByRole('textbox', { name: HAND_OFF_TEXTS.phoneLabel }), '2025550123');
    await user.click(screen.getByRole('button', { name: HAND_OFF_SPEC_TEXTS.send }));
    await waitFor(() => expect(app.get(SnackbarViewModel).current?.message).toBe(DELEGATION_MESSAGES.success));
    expect(app.service.callsTo('sendText')).toEqual([
      [
        {
          recipient: '+12025550123',
          continueUrl: 'https://attest.example/overview?q=core.selfie#/interview/R1',
          authToken: 'c-1',
        },
      ],
    ]);
    expect(app.service.callsTo('createHandoff')).toEqual([]);
    expect(app.service.callsTo('getHandoff')).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  it('copies the link with the Copy button', async () => {
    const { user } = await renderPanel();
    // After user-event's setup, which puts a clipboard stub of its own in place.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: HAND_OFF_TEXTS.copy }));
    expect(writeText).toHaveBeenCalledWith('https://attest.example/overview?q=core.selfie&handoff=H1#/interview/R1');
    expect(await screen.findByText(HAND_OFF_TEXTS.copied)).toBeVisible();
  });

  it('selects the link and asks to copy it when the clipboard is refused', async () => {
    const { user } = await renderPanel();
    const writeText = jest.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: HAND_OFF_TEXTS.copy }));
    expect(await screen.findByText(HAND_OFF_TEXTS.copyFailed)).toBeVisible();
    const input = screen.getByRole('textbox', { name: HAND_OFF_TEXTS.linkLabel }) as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
  });

  it('replaces an expired code on request with a new one', async () => {
    const { app, user } = await renderPanel();
    await screen.findByRole('img', { name: HAND_OFF_TEXTS.qrImage });
    await act(() => app.time.advance(FIFTEEN_MINUTES));
    expect(screen.queryByRole('img', { name: HAND_OFF_TEXTS.qrImage })).toBeNull();
    expect(screen.getByText(HAND_OFF_TEXTS.expired)).toBeVisible();
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: HAND_OFF_TEXTS.newCode }));
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: HAND_OFF_TEXTS.linkLabel });
    expect(input.value).toContain('handoff=H2');
  });

  it('says, in the same status line, when a phone has opened the code, and shows a new code on request', async () => {
    const { app, user } = await renderPanel();
    await screen.findByRole('img', { name: HAND_OFF_TEXTS.qrImage });
    const line = screen.getByText(HAND_OFF_TEXTS.expiresAt(expiryTime(app.time.now() + FIFTEEN_MINUTES)));
    expect(line).toHaveAttribute('role', 'status');
    app.service.on('getHandoff', (code) => ok({ used: code === 'H1', expiresAt: app.time.now() + FIFTEEN_MINUTES }));
    await act(() => app.time.advance(HANDOFF_CHECK_MS));
    // The very element that was there before: a live region already on screen is read out when it changes.
    expect(line).toHaveTextContent(HAND_OFF_TEXTS.used);
    expect(screen.queryByRole('img', { name: HAND_OFF_TEXTS.qrImage })).toBeNull();
    expect(screen.queryByRole('textbox', { name: HAND_OFF_TEXTS.linkLabel })).toBeNull();
    expect(screen.getByText(HAND_OFF_TEXTS.waiting('selfie'))).toBeVisible();
    expect(await violations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: HAND_OFF_TEXTS.newCode }));
    const input = await screen.findByRole<HTMLInputElement>('textbox', { name: HAND_OFF_TEXTS.linkLabel });
    expect(input.value).toContain('handoff=H2');
    await act(() => app.time.advance(HANDOFF_CHECK_MS));
    expect(screen.getByRole('img', { name: HAND_OFF_TEXTS.qrImage })).toBeInTheDocument();
    expect(app.service.callsTo('getHandoff')).toEqual([['H1'], ['H2']]);
  });

  it('keeps keyboard focus in the QR part when the control it was on goes with a used code, and again with the new one', async () => {
    const { app, user } = await renderPanel();
    await screen.findByRole('img', { name: HAND_OFF_TEXTS.qrImage });
    screen.getByRole('button', { name: HAND_OFF_TEXTS.copy }).focus();
    app.service.on('getHandoff', (code) => ok({ used: code === 'H1', expiresAt: app.time.now() + FIFTEEN_MINUTES }));
    await act(() => app.time.advance(HANDOFF_CHECK_MS));
    const newCode = screen.getByRole('button', { name: HAND_OFF_TEXTS.newCode });
    expect(newCode).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('textbox', { name: HAND_OFF_TEXTS.linkLabel });
    expect(screen.getByRole('textbox', { name: HAND_OFF_TEXTS.linkLabel })).toHaveFocus();
  });

  it('leaves focus where the applicant moved it when the code is used', async () => {
    const { app } = await renderPanel();
    await screen.findByRole('img', { name: HAND_OFF_TEXTS.qrImage });
    screen.getByRole('button', { name: HAND_OFF_TEXTS.copy }).focus();
    const send = screen.getByRole('button', { name: HAND_OFF_SPEC_TEXTS.send });
    send.focus();
    app.service.on('getHandoff', () => ok({ used: true, expiresAt: app.time.now() + FIFTEEN_MINUTES }));
    await act(() => app.time.advance(HANDOFF_CHECK_MS));
    expect(screen.getByRole('button', { name: HAND_OFF_TEXTS.newCode })).not.toHaveFocus();
    expect(send).toHaveFocus();
  });

  it('says when no code could be made', async () => {
    await renderPanel((app) => app.service.on('createHandoff', () => networkFailure()));
    expect(await screen.findByText(HAND_OFF_TEXTS.failed)).toBeVisible();
    expect(screen.getByRole('button', { name: HAND_OFF_TEXTS.newCode })).toBeEnabled();
  });

  it("texts the interview link: 'Send 1-Time Text', 'Sending...', then 'Sent!' once both texts are used", async () => {
    const { app, user } = await renderPanel();
    await screen.findByRole('img', { name: HAND_OFF_TEXTS.qrImage });
    const sending = deferred<Awaited<ReturnType<typeof app.service.sendText>>>();
    app.service.on('sendText', () => sending.promise);
    await user.type(screen.getByRole('textbox', { name: HAND_OFF_TEXTS.phoneLabel }), '2025550123');
    await user.click(screen.getByRole('button', { name: HAND_OFF_SPEC_TEXTS.send }));
    expect(await screen.findByRole('button', { name: HAND_OFF_SPEC_TEXTS.sending })).toBeDisabled();
    await act(async () => sending.resolve(ok(undefined)));
    expect(await screen.findByRole('button', { name: HAND_OFF_SPEC_TEXTS.send })).toBeEnabled();
    expect(app.get(SnackbarViewModel).current?.message).toBe(DELEGATION_MESSAGES.success);
    const [[text]] = app.service.callsTo('sendText') as [[{ recipient: string; continueUrl: string }]];
    expect(text.recipient).toBe('+12025550123');
    // Spec 000 §2's interview link: the text needs no hand-off code, even where the service has them.
    expect(text.continueUrl).toBe('https://attest.example/overview?q=core.selfie#/interview/R1');
    expect(app.service.callsTo('createHandoff')).toHaveLength(1);

    expect(
      screen.queryByText("We already sent a text. If you don't see one, please refresh the page."),
    ).not.toBeInTheDocument();

    app.service.on('sendText', () => ok(undefined));
    await user.click(screen.getByRole('button', { name: HAND_OFF_SPEC_TEXTS.send }));
    await waitFor(() => expect(screen.getByRole('button', { name: HAND_OFF_SPEC_TEXTS.sent })).toBeDisabled());
    // Spec 000 §8 'Limit reached', word for word, once both texts are used.
    expect(screen.getByText("We already sent a text. If you don't see one, please refresh the page.")).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  it('still says the texts are used after a reload: the service counted both (delegationsRequested)', async () => {
    await renderPanel((app) =>
      app.service.on('loadInterview', async () =>
        ok(snapshotOf({ questions: [selfie], delegationsRequested: { 'core.selfie': { requests: 2 } } })),
      ),
    );
    expect(screen.getByRole('button', { name: HAND_OFF_SPEC_TEXTS.sent })).toBeDisabled();
    expect(screen.getByText("We already sent a text. If you don't see one, please refresh the page.")).toBeVisible();
  });

  it('keeps neither the count nor the phone number in session storage: the service keeps the count', async () => {
    const { app, user } = await renderPanel();
    app.service.on('sendText', () => ok(undefined));
    await user.type(screen.getByRole('textbox', { name: HAND_OFF_TEXTS.phoneLabel }), '2025550123');
    await user.click(screen.getByRole('button', { name: HAND_OFF_SPEC_TEXTS.send }));
    await waitFor(() => expect(app.service.callsTo('sendText')).toHaveLength(1));
    const stored = JSON.stringify([...app.store.entries]);
    expect(stored).not.toMatch(/delegation|555/);
  });

  it('tells a bad number without sending', async () => {
    const { app, user } = await renderPanel();
    await user.type(screen.getByRole('textbox', { name: HAND_OFF_TEXTS.phoneLabel }), '202');
    await user.click(screen.getByRole('button', { name: HAND_OFF_SPEC_TEXTS.send }));
    expect(app.get(SnackbarViewModel).current?.message).toBe(DELEGATION_MESSAGES.badNumber);
    expect(app.service.callsTo('sendText')).toEqual([]);
  });

  it("sends with Enter in the number, without submitting the question's form around it", async () => {
    questionFormSubmit.mockClear();
    const { app, user } = await renderPanel();
    await user.type(screen.getByRole('textbox', { name: HAND_OFF_TEXTS.phoneLabel }), '2025550123{Enter}');
    await waitFor(() => expect(app.service.callsTo('sendText')).toHaveLength(1));
    expect(questionFormSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: HAND_OFF_TEXTS.phoneLabel })).toHaveValue('(202) 555-0123');
  });

  it('forgets its code when it closes', async () => {
    const { app, unmount } = await renderPanel();
    await screen.findByRole('img', { name: HAND_OFF_TEXTS.qrImage });
    unmount();
    expect(app.time.waiting).toBe(0);
  });
});
