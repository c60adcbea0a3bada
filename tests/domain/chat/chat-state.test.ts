import fc from 'fast-check';
import {
  addAgentReply,
  addClientMessage,
  initialChatState,
  markGreeted,
  minimiseChat,
  openChat,
  parseChatState,
  sideAfterDrag,
} from '../../../src/domain/chat/chat-state';

const WELCOME = "Hey there! I'm Evie. Your virtual assistant. How can I help?";
const FAILURE =
  "I'm currently grabbing a coffee and away from my desk. Don't worry, I'll be back soon! In the meantime, reach out to support for any immediate questions or concerns.";

describe('the chat state', () => {
  const start = initialChatState('S1');

  it('starts closed, empty, not greeted, on the right', () => {
    expect(start).toEqual({ open: false, sessionId: 'S1', history: [], greeted: false, position: 'right' });
  });

  it('adds the welcome message when opened with an empty history', () => {
    const opened = openChat(start, { id: 'm1', now: 100 });
    expect(opened.open).toBe(true);
    expect(opened.history).toEqual([{ id: 'm1', content: WELCOME, party: 'agent', createdAt: 100, fixed: 'welcome' }]);
  });

  it('does not welcome again when reopened', () => {
    const reopened = openChat(minimiseChat(openChat(start, { id: 'm1', now: 1 })), { id: 'm2', now: 2 });
    expect(reopened.history.map((m) => m.id)).toEqual(['m1']);
  });

  it("adds the applicant's trimmed message and refuses a blank one", () => {
    const sent = addClientMessage(start, '  hi  ', { id: 'c1', now: 5 });
    expect(sent?.history).toEqual([{ id: 'c1', content: 'hi', party: 'client', createdAt: 5 }]);
    expect(addClientMessage(start, '   ', { id: 'c2', now: 6 })).toBeNull();
  });

  it("adds the agent's answer, or the away text when the request failed", () => {
    const answered = addAgentReply(start, { ok: true, content: 'Sure.' }, { id: 'a1', now: 7 });
    expect(answered.history[0]).toEqual({ id: 'a1', content: 'Sure.', party: 'agent', createdAt: 7 });
    const failed = addAgentReply(start, { ok: false }, { id: 'a2', now: 8 });
    expect(failed.history[0]?.content).toBe(FAILURE);
  });

  it('remembers that the greeting was shown', () => {
    expect(markGreeted(start).greeted).toBe(true);
  });

  it('moves the button to the half of the screen it was dropped in', () => {
    expect(sideAfterDrag(100, 1000)).toBe('left');
    expect(sideAfterDrag(500, 1000)).toBe('right');
  });
});

describe('parseChatState', () => {
  it('reads back what was stored', () => {
    const state = addAgentReply(
      openChat(initialChatState('S'), { id: 'w', now: 1 }),
      { ok: true, content: 'x' },
      { id: 'a', now: 2 },
    );
    expect(parseChatState(JSON.parse(JSON.stringify(state)))).toEqual({ ok: true, value: state });
  });

  it.each([
    [null, 'the chat state must be an object'],
    [{ open: 1 }, 'open must be true or false'],
    [{ open: true, sessionId: '' }, 'sessionId must be a non-empty string'],
    [{ open: true, sessionId: 'S', history: {} }, 'history must be a list'],
    [{ open: true, sessionId: 'S', history: [], greeted: 'no' }, 'greeted must be true or false'],
    [{ open: true, sessionId: 'S', history: [], greeted: true, position: 'top' }, "position must be 'left' or 'right'"],
    [{ open: true, sessionId: 'S', history: [1], greeted: true, position: 'left' }, 'history[0] must be an object'],
    [
      {
        open: true,
        sessionId: 'S',
        history: [{ id: 'a', content: 'x', party: 'bot', createdAt: 1 }],
        greeted: true,
        position: 'left',
      },
      "history[0].party must be 'agent' or 'client'",
    ],
    [
      {
        open: true,
        sessionId: 'S',
        history: [{ id: 'a', content: 'x', party: 'agent', createdAt: 'now' }],
        greeted: true,
        position: 'left',
      },
      'history[0].createdAt must be a number',
    ],
    [
      {
        open: true,
        sessionId: 'S',
        history: [{ id: 1, content: 'x', party: 'agent', createdAt: 1 }],
        greeted: true,
        position: 'left',
      },
      'history[0].id must be a string',
    ],
    [
      {
        open: true,
        sessionId: 'S',
        history: [{ id: 'a', content: null, party: 'agent', createdAt: 1 }],
        greeted: true,
        position: 'left',
      },
      'history[0].content must be a string',
    ],
  ])('refuses %j', (raw, message) => {
    expect(parseChatState(raw)).toEqual({ ok: false, error: message });
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (raw) => void parseChatState(raw)));
  });
});
