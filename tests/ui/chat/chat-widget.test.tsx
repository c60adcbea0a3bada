import { AXE_WCAG_TAGS } from '../../support/axe-tags';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { CHAT_KEY } from '../../../src/application/view-models/chat.view-model';
import { ok } from '../../../src/domain/shared/result';
import { deferred, networkFailure, question } from '../../application/fakes/fake-interview-service';
import { IPHONE_AGENT } from '../../application/fakes/fake-device-profile';
import { insurance, launcher, openOn, reference } from './chat-question';

const GREETING = "Hi, I'm Evie! Need Help?";
const TITLE = 'Chat with Evie - Virtual Assistant';
const WELCOME = "Hey there! I'm Evie. Your virtual assistant. How can I help?";
const AWAY =
  "I'm currently grabbing a coffee and away from my desk. Don't worry, I'll be back soon! In the meantime, reach out to support for any immediate questions or concerns.";

const advanced = question('insurance_policy_verification.self_attestation.advanced.policy', {
  metadata: { title: 'Advanced insurance policy' },
});
jest.setTimeout(15000);

// jsdom has no PointerEvent: without one, the pointer's coordinates and id never reach React.
beforeAll(() => {
  if (typeof window.PointerEvent === 'function') return;
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
});

const dialog = () => screen.findByRole('dialog', { name: TITLE });
const input = () => screen.getByRole('textbox', { name: 'Type your message' });
/** What the chat's live region says now. */
const announced = () =>
  screen
    .getAllByRole('status')
    .map((region) => region.textContent ?? '')
    .filter((text) => text.startsWith('Evie: ') || text.startsWith('You: '))
    .join('|');

async function openChat(user: Awaited<ReturnType<typeof openOn>>['user']) {
  await user.click(launcher());
  return dialog();
}

async function violations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: [...AXE_WCAG_TAGS] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`);
}

describe('Evie on a question screen', () => {
  it('offers the launcher on the insurance self-attestation questions only, on a desktop with a chatbot', async () => {
    await openOn(insurance);
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers it on a sub-attribute of the advanced self-attestation too', async () => {
    await openOn(advanced);
    expect(launcher()).toBeVisible();
  });

  it.each([
    ['a question without chat', reference, {}],
    ['a phone', insurance, { userAgent: IPHONE_AGENT, canHover: false }],
    ['a device without hover', insurance, { canHover: false }],
    ['no chatbot configured', insurance, { settings: { chatbotId: null } }],
  ] as const)('does not offer it on %s', async (_case, q, options) => {
    await openOn(q, options);
    expect(screen.queryByRole('button', { name: 'Chat with Evie' })).not.toBeInTheDocument();
    expect(screen.queryByText(GREETING)).not.toBeInTheDocument();
  });

  it('greets for 5 seconds, once per browser session', async () => {
    const { app } = await openOn();
    expect(screen.getByText(GREETING)).toBeVisible();
    await act(() => app.time.advance(4999));
    expect(screen.getByText(GREETING)).toBeVisible();
    await act(() => app.time.advance(1));
    expect(screen.queryByText(GREETING)).not.toBeInTheDocument();
    const stored = app.store.read(CHAT_KEY);
    await openOn(insurance, {}, (again) => again.store.write(CHAT_KEY, stored));
    expect(screen.getAllByRole('button', { name: 'Chat with Evie' }).length).toBeGreaterThan(0);
    expect(screen.queryByText(GREETING)).not.toBeInTheDocument();
  });

  it('opens a non-modal dialog with the welcome message, the focus in the input', async () => {
    const { user } = await openOn();
    const box = await openChat(user);
    expect(box).toHaveAttribute('aria-modal', 'false');
    expect(launcher()).toHaveAttribute('aria-expanded', 'true');
    expect(launcher()).toHaveAttribute('aria-controls', box.id);
    expect(within(box).getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    expect(within(box).getByText(WELCOME)).toBeVisible();
    expect(screen.queryByText(GREETING)).not.toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveFocus());
    expect(input()).toHaveAttribute('placeholder', 'Type your message');
    expect(input().style.height).toBe('50px');
    expect(announced()).toBe(`Evie: ${WELCOME}`);
    // Not modal: the page's own controls stay reachable beside it.
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Type your message' })).not.toHaveFocus();
  });

  it('cannot send a blank message', async () => {
    const { app, user } = await openOn();
    await openChat(user);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input(), '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(app.service.callsTo('askChatbot')).toHaveLength(0);
  });

  it('sends with the button: the message, the typing dots, then the reply, each announced once', async () => {
    const { app, user } = await openOn();
    const reply = deferred<Awaited<ReturnType<typeof app.service.askChatbot>>>();
    app.service.on('askChatbot', () => reply.promise);
    const box = await openChat(user);
    await user.type(input(), '  How long does it take?  ');
    await user.click(within(box).getByRole('button', { name: 'Send' }));
    expect(app.service.callsTo('askChatbot')).toEqual([['bot-1', expect.any(String), 'How long does it take?', 'en']]);
    expect(within(box).getByText('How long does it take?')).toBeVisible();
    const typing = within(box).getByText('Evie is typing').closest('li');
    // The loader's dots: at most five (spec 000 §9), decoration only.
    expect(typing?.querySelectorAll('[aria-hidden="true"] > span')).toHaveLength(5);
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(announced()).toBe('You: How long does it take?');
    await act(async () => reply.resolve(ok('Most checks finish within three business days.')));
    expect(await within(box).findByText('Most checks finish within three business days.')).toBeVisible();
    expect(within(box).queryByText('Evie is typing')).not.toBeInTheDocument();
    expect(announced()).toBe('Evie: Most checks finish within three business days.');
    // Every message carries its sender for screen readers.
    const items = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      `Evie: ${WELCOME}`,
      'You: How long does it take?',
      'Evie: Most checks finish within three business days.',
    ]);
  });

  it('sends on Ctrl+Enter; Enter alone starts a new line', async () => {
    const { app, user } = await openOn();
    const box = await openChat(user);
    await user.type(input(), 'Line one{Enter}line two');
    expect(input()).toHaveValue('Line one\nline two');
    expect(app.service.callsTo('askChatbot')).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(app.service.callsTo('askChatbot')).toEqual([['bot-1', expect.any(String), 'Line one\nline two', 'en']]);
    expect(await within(box).findByText('Hello')).toBeVisible();
    expect(input()).toHaveValue('');
  });

  it('says Evie is away when the assistant fails', async () => {
    const { app, user } = await openOn();
    app.service.on('askChatbot', () => networkFailure());
    const box = await openChat(user);
    await user.type(input(), 'Hello?');
    await user.click(within(box).getByRole('button', { name: 'Send' }));
    expect(await within(box).findByText(AWAY)).toBeVisible();
    expect(announced()).toBe(`Evie: ${AWAY}`);
  });

  it("shows a long answer's first 500 characters with 'View More', then all of it", async () => {
    const { app, user } = await openOn();
    const long = `${'a'.repeat(500)}${'b'.repeat(51)}`;
    app.service.on('askChatbot', async () => ok(long));
    const box = await openChat(user);
    await user.type(input(), 'Tell me everything');
    await user.click(within(box).getByRole('button', { name: 'Send' }));
    expect(await within(box).findByText(`${'a'.repeat(500)}...`)).toBeVisible();
    await user.click(within(box).getByRole('button', { name: 'View More' }));
    const full = within(box).getByText(long);
    expect(full).toHaveFocus();
    expect(within(box).queryByRole('button', { name: 'View More' })).not.toBeInTheDocument();
  });

  it('minimises on Esc and with the minimise button, giving the focus back to the launcher', async () => {
    const { user } = await openOn();
    await openChat(user);
    await waitFor(() => expect(input()).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
    expect(launcher()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    const box = await dialog();
    await user.click(within(box).getByRole('button', { name: 'Minimise the chat' }));
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    expect(launcher()).toHaveFocus();
  });

  it('moves to the other side with the keyboard, and back', async () => {
    const { app, user } = await openOn();
    const box = await openChat(user);
    await user.click(within(box).getByRole('button', { name: 'Move to the left' }));
    expect(app.store.read(CHAT_KEY)).toEqual(expect.objectContaining({ position: 'left' }));
    const back = within(box).getByRole('button', { name: 'Move to the right' });
    expect(back).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(app.store.read(CHAT_KEY)).toEqual(expect.objectContaining({ position: 'right' }));
    expect(within(box).getByRole('button', { name: 'Move to the left' })).toBeVisible();
  });

  it('moves the launcher to the side it is dragged to, without opening the chat', async () => {
    const { app } = await openOn();
    const button = launcher();
    const width = window.innerWidth;
    fireEvent.pointerDown(button, { pointerId: 1, button: 0, clientX: width - 40, clientY: 500 });
    fireEvent.pointerMove(button, { pointerId: 1, clientX: width - 45, clientY: 500 });
    expect(button).not.toHaveClass('chat-launcher--dragging');
    fireEvent.pointerMove(button, { pointerId: 1, clientX: 100, clientY: 480 });
    expect(button).toHaveClass('chat-launcher--dragging');
    fireEvent.pointerUp(button, { pointerId: 1, clientX: 100, clientY: 480 });
    fireEvent.click(button);
    expect(app.store.read(CHAT_KEY)).toEqual(expect.objectContaining({ position: 'left', open: false }));
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    // A press that barely moves is a click: it opens the chat.
    fireEvent.pointerDown(button, { pointerId: 2, button: 0, clientX: 40, clientY: 500 });
    fireEvent.pointerMove(button, { pointerId: 2, clientX: 43, clientY: 502 });
    fireEvent.pointerUp(button, { pointerId: 2, clientX: 43, clientY: 502 });
    fireEvent.click(button);
    expect(await dialog()).toBeVisible();
    expect(app.store.read(CHAT_KEY)).toEqual(expect.objectContaining({ position: 'left', open: true }));
  });

  it('comes back open with its history after a reload, announcing nothing and leaving the focus alone', async () => {
    const first = await openOn();
    await openChat(first.user);
    await first.user.type(input(), 'What is covered?');
    await first.user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Hello');
    const stored = first.app.store.read(CHAT_KEY);
    // The page goes away (unmounted, as the browser drops it; wiping the body instead would pull
    // the snackbar's layer, drawn under <body>, from under React) and comes back with the store.
    cleanup();
    await openOn(insurance, {}, (again) => again.store.write(CHAT_KEY, stored));
    const box = await dialog();
    expect(within(box).getByText('What is covered?')).toBeVisible();
    expect(within(box).getByText('Hello')).toBeVisible();
    expect(announced()).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance policy' })).toHaveFocus();
  });

  it('passes axe with the box open and a conversation in it', async () => {
    const { app, user } = await openOn();
    app.service.on('askChatbot', async () => ok('x'.repeat(600)));
    await openChat(user);
    await user.type(input(), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'View More' });
    expect(await violations()).toEqual([]);
  });
});
