import { CHAT_KEY, ChatViewModel } from '../../../src/application/view-models/chat.view-model';
import { err, ok } from '../../../src/domain/shared/result';
import { settingsOf } from '../fakes/fake-app-settings';
import { FakeIds } from '../fakes/fake-ids';
import { deferred, FakeInterviewService, networkFailure } from '../fakes/fake-interview-service';
import { FakeSessionStore } from '../fakes/fake-session-store';
import { FakeTime } from '../fakes/fake-time';
import { LanguageStore } from '../../../src/application/view-models/language.store';
import { SnackbarViewModel } from '../../../src/application/view-models/snackbar.view-model';
import { showTexts } from '../../../src/domain/language/translation';
import { DOMAIN_CATALOGUES_ES } from '../../../src/domain/language/domain-catalogues.es';

/** The domain's Spanish, as the chunk would give it (the chat's texts are the domain's). */
const SPANISH_LOADER = { load: async () => ok(DOMAIN_CATALOGUES_ES) };

afterEach(() => showTexts('en'));

const WELCOME = "Hey there! I'm Evie. Your virtual assistant. How can I help?";
const AWAY =
  "I'm currently grabbing a coffee and away from my desk. Don't worry, I'll be back soon! In the meantime, reach out to support for any immediate questions or concerns.";
const ENTERPRISE = 'insurance_policy_verification.self_attestation.enterprise';

function chatHarness(options: { store?: FakeSessionStore; chatbotId?: string | null } = {}) {
  const time = new FakeTime();
  const store = options.store ?? new FakeSessionStore();
  const ids = new FakeIds();
  const service = new FakeInterviewService();
  const settings = settingsOf({ chatbotId: options.chatbotId === undefined ? 'bot-1' : options.chatbotId });
  const language = new LanguageStore(SPANISH_LOADER, new FakeSessionStore(), new SnackbarViewModel(time));
  const make = () => new ChatViewModel(service, store, ids, time, time, settings, language);
  return { time, store, ids, service, language, chat: make(), make };
}

describe('ChatViewModel', () => {
  it('opens with the welcome message when the history is empty, only once', () => {
    const h = chatHarness();
    h.chat.openChat();
    expect(h.chat.open).toBe(true);
    expect(h.chat.messages.map((m) => [m.party, m.content])).toEqual([['agent', WELCOME]]);
    h.chat.minimise();
    expect(h.chat.open).toBe(false);
    h.chat.openChat();
    expect(h.chat.messages).toHaveLength(1);
  });

  it('sends the trimmed text with the session id, shows typing, then adds the reply', async () => {
    const h = chatHarness();
    const reply = deferred<Awaited<ReturnType<typeof h.service.askChatbot>>>();
    h.service.on('askChatbot', () => reply.promise);
    h.chat.openChat();
    h.chat.setDraft('  How long does it take?  ');
    const sending = h.chat.send();
    expect(h.chat.typing).toBe(true);
    expect(h.chat.requestStatus).toBe('loading');
    expect(h.chat.draft).toBe('');
    expect(h.chat.messages.at(-1)).toEqual(
      expect.objectContaining({ party: 'client', content: 'How long does it take?' }),
    );
    reply.resolve(ok('About two days.'));
    await sending;
    expect(h.service.callsTo('askChatbot')).toEqual([
      ['bot-1', h.chat.state.sessionId, 'How long does it take?', 'en'],
    ]);
    expect(h.chat.typing).toBe(false);
    expect(h.chat.requestStatus).toBe('success');
    expect(h.chat.messages.at(-1)).toEqual(expect.objectContaining({ party: 'agent', content: 'About two days.' }));
  });

  it('asks in the language the applicant reads, and Evie greets in it', async () => {
    const h = chatHarness();
    await h.language.choose('es');
    h.chat.openChat();
    h.chat.setDraft('¿Cuánto tarda?');
    await h.chat.send();

    expect(h.service.callsTo('askChatbot')[0]?.[3]).toBe('es');
    expect(h.chat.displayed(h.chat.messages[0]!).text).toBe(
      '¡Hola! Soy Evie, su asistente virtual. ¿En qué puedo ayudarle?',
    );
  });

  it('sends nothing for a blank draft', async () => {
    const h = chatHarness();
    h.chat.setDraft('   ');
    expect(h.chat.canSend).toBe(false);
    await h.chat.send();
    expect(h.service.callsTo('askChatbot')).toHaveLength(0);
    expect(h.chat.messages).toHaveLength(0);
  });

  it('answers with the away message when the assistant fails', async () => {
    const h = chatHarness();
    h.service.on('askChatbot', () => networkFailure());
    h.chat.setDraft('Hello?');
    await h.chat.send();
    expect(h.chat.messages.at(-1)).toEqual(expect.objectContaining({ party: 'agent', content: AWAY }));
    expect(h.chat.requestStatus).toBe('error');
  });

  it('answers with the away message on an error answer too', async () => {
    const h = chatHarness();
    h.service.on('askChatbot', () => err({ kind: 'http', status: 500, reason: 'unexpected', message: 'boom' }));
    h.chat.setDraft('Hello?');
    await h.chat.send();
    expect(h.chat.messages.at(-1)?.content).toBe(AWAY);
  });

  it('sends on Ctrl+Enter only', async () => {
    const h = chatHarness();
    h.chat.setDraft('Hi');
    expect(h.chat.keyDown({ key: 'Enter', ctrlKey: false })).toBe(false);
    expect(h.service.callsTo('askChatbot')).toHaveLength(0);
    expect(h.chat.keyDown({ key: 'Enter', ctrlKey: true })).toBe(true);
    await h.time.advance(0);
    expect(h.service.callsTo('askChatbot')).toHaveLength(1);
  });

  it('hides the greeting bubble after 5 seconds and shows it once per browser session', async () => {
    const h = chatHarness();
    h.chat.greet();
    expect(h.chat.greetingVisible).toBe(true);
    await h.time.advance(4999);
    expect(h.chat.greetingVisible).toBe(true);
    await h.time.advance(1);
    expect(h.chat.greetingVisible).toBe(false);
    const again = h.make();
    again.greet();
    expect(again.greetingVisible).toBe(false);
  });

  it('hides the greeting when the chat opens', () => {
    const h = chatHarness();
    h.chat.greet();
    h.chat.openChat();
    expect(h.chat.greetingVisible).toBe(false);
  });

  it('moves the button to the side it was dropped on', () => {
    const h = chatHarness();
    expect(h.chat.position).toBe('right');
    h.chat.dropAt(100, 1200);
    expect(h.chat.position).toBe('left');
    h.chat.dropAt(900, 1200);
    expect(h.chat.position).toBe('right');
  });

  it('moves the button to a side without a drag, keeping the state when it is already there', () => {
    const h = chatHarness();
    h.chat.moveTo('left');
    expect(h.chat.position).toBe('left');
    expect(h.store.read(CHAT_KEY)).toEqual(expect.objectContaining({ position: 'left' }));
    h.chat.moveTo('left');
    expect(h.make().position).toBe('left');
    h.chat.moveTo('right');
    expect(h.make().position).toBe('right');
  });

  it('keeps its state in session storage and restores it on construction', async () => {
    const h = chatHarness();
    h.chat.openChat();
    h.chat.dropAt(10, 1000);
    h.chat.setDraft('Question');
    await h.chat.send();
    const restored = h.make();
    expect(restored.open).toBe(true);
    expect(restored.position).toBe('left');
    expect(restored.state.sessionId).toBe(h.chat.state.sessionId);
    expect(restored.messages.map((m) => m.content)).toEqual([WELCOME, 'Question', 'Hello']);
    expect(Object.keys(h.store.read(CHAT_KEY) as object).sort()).toEqual([
      'greeted',
      'history',
      'open',
      'position',
      'sessionId',
    ]);
  });

  it('never stores the draft being typed', () => {
    const h = chatHarness();
    h.chat.openChat();
    h.chat.setDraft('123-45-6789');
    expect(JSON.stringify(h.store.read(CHAT_KEY))).not.toContain('123-45-6789');
  });

  it('starts over with a new session when the stored state cannot be read', () => {
    const store = new FakeSessionStore();
    store.write(CHAT_KEY, { open: 'yes' });
    const h = chatHarness({ store });
    expect(h.chat.open).toBe(false);
    expect(h.chat.messages).toEqual([]);
    expect(h.chat.state.sessionId).toBe('id-1');
  });

  it('keeps working in memory when storage is unavailable', async () => {
    const h = chatHarness({ store: new FakeSessionStore(false) });
    h.chat.openChat();
    h.chat.setDraft('Hi');
    await h.chat.send();
    expect(h.chat.messages.map((m) => m.content)).toEqual([WELCOME, 'Hi', 'Hello']);
    expect(h.make().messages).toEqual([]);
  });

  it('truncates a long message to 500 characters with View More, until expanded', async () => {
    const h = chatHarness();
    h.service.on('askChatbot', () => ok('a'.repeat(551)));
    h.chat.setDraft('Tell me everything');
    await h.chat.send();
    const reply = h.chat.messages.at(-1);
    if (reply === undefined) throw new Error('no reply');
    expect(h.chat.displayed(reply)).toEqual({ text: `${'a'.repeat(500)}...`, viewMore: true });
    h.chat.viewMore(reply.id);
    expect(h.chat.displayed(reply)).toEqual({ text: 'a'.repeat(551), viewMore: false });
  });

  it('shows only on desktop screens that enable it, with a chatbot configured', () => {
    const h = chatHarness();
    expect(h.chat.shownOn(ENTERPRISE, false)).toBe(true);
    expect(h.chat.shownOn(ENTERPRISE, true)).toBe(false);
    expect(h.chat.shownOn('core.ssn', false)).toBe(false);
    expect(h.chat.shownOn(null, false)).toBe(false);
    expect(chatHarness({ chatbotId: null }).chat.shownOn(ENTERPRISE, false)).toBe(false);
  });

  it('sends nothing without a chatbot configured', async () => {
    const h = chatHarness({ chatbotId: null });
    h.chat.setDraft('Hi');
    await h.chat.send();
    expect(h.service.callsTo('askChatbot')).toHaveLength(0);
  });
});
