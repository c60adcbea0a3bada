import { inject, injectable } from 'inversify';
import { runInAction } from 'mobx';
import { chatWidgetShown } from '../../domain/chat/chat-availability';
import { GREETING_HIDE_AFTER_MS } from '../../domain/chat/chat-constants';
import { chatInputToSend, isSendShortcut } from '../../domain/chat/chat-input';
import type { ChatMessage } from '../../domain/chat/chat-message';
import type { ChatPosition, ChatState, MessageStamp } from '../../domain/chat/chat-state';
import {
  addAgentReply,
  addClientMessage,
  initialChatState,
  markGreeted,
  minimiseChat,
  openChat as openChatState,
  messageText,
  parseChatState,
  sideAfterDrag,
} from '../../domain/chat/chat-state';
import type { DisplayedMessage } from '../../domain/chat/truncation';
import { displayedMessage } from '../../domain/chat/truncation';
import type { AppSettings } from '../ports/app-settings.port';
import { APP_SETTINGS } from '../ports/app-settings.port';
import type { Clock } from '../ports/clock.port';
import { CLOCK } from '../ports/clock.port';
import type { Ids } from '../ports/ids.port';
import { IDS } from '../ports/ids.port';
import type { InterviewService } from '../ports/interview-service.port';
import { INTERVIEW_SERVICE } from '../ports/interview-service.port';
import type { Scheduler, Timer } from '../ports/scheduler.port';
import { SCHEDULER } from '../ports/scheduler.port';
import type { SessionStore } from '../ports/session-store.port';
import { SESSION_STORE } from '../ports/session-store.port';
import { LanguageStore } from './language.store';
import { makeViewModelObservable } from './view-model-observable';

import { CHAT_KEY } from '../../domain/chat/chat-storage-key';

export { CHAT_KEY };

/** How the agent request stands (spec 000 §4 Chat: loading, then success or error). */
export type AgentRequestStatus = 'idle' | 'loading' | 'success' | 'error';

/**
 * Evie, the chat widget (spec 000 §2 'Chat widget', §4 Chat, §5, §9): open and minimise, the
 * welcome message, sending with a typing indicator, the greeting bubble for 5 seconds, dragging the
 * button to the other side, long messages truncated with 'View More'. The state (open flag, session
 * id, history, greeted flag, position) is kept in session storage under `attest.chat` and restored
 * on construction; only what the applicant typed to the assistant is stored, never an answer value.
 *
 * Spec is silent on a stored chat state that cannot be read: the chat starts over with a new session.
 * Spec is silent on a configuration without a chatbot id: the widget is not offered.
 * Spec is silent on sending while a reply is awaited: allowed; the typing indicator stays until
 * every reply has come, and each reply is added as it arrives.
 */
@injectable()
export class ChatViewModel {
  state: ChatState;
  draft = '';
  greetingVisible = false;
  requestStatus: AgentRequestStatus = 'idle';
  /** Messages whose full text the applicant asked for ('View More'). */
  expanded: Readonly<Record<string, true>> = {};
  private awaiting = 0;
  private greetingTimer: Timer | null = null;

  constructor(
    @inject(INTERVIEW_SERVICE) private readonly service: InterviewService,
    @inject(SESSION_STORE) private readonly store: SessionStore,
    @inject(IDS) private readonly ids: Ids,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SCHEDULER) private readonly scheduler: Scheduler,
    @inject(APP_SETTINGS) private readonly settings: AppSettings,
    @inject(LanguageStore) private readonly language: LanguageStore,
  ) {
    this.state = this.restore();
    makeViewModelObservable(this, [
      'service',
      'store',
      'ids',
      'clock',
      'scheduler',
      'settings',
      'language',
      'greetingTimer',
    ]);
  }

  private restore(): ChatState {
    const parsed = parseChatState(this.store.read(CHAT_KEY));
    return parsed.ok ? parsed.value : initialChatState(this.ids.next());
  }

  private update(state: ChatState): void {
    this.state = state;
    this.store.write(CHAT_KEY, state);
  }

  private stamp(): MessageStamp {
    return { id: this.ids.next(), now: this.clock.now() };
  }

  /** Whether the widget shows on a screen: desktop only, on screens that enable it, with a chatbot configured. */
  shownOn(attrType: string | null, mobile: boolean): boolean {
    return this.settings.chatbotId !== null && chatWidgetShown(attrType, mobile);
  }

  get open(): boolean {
    return this.state.open;
  }

  get position(): ChatPosition {
    return this.state.position;
  }

  get messages(): readonly ChatMessage[] {
    return this.state.history;
  }

  get typing(): boolean {
    return this.requestStatus === 'loading';
  }

  /** The widget appeared: the greeting bubble shows once per browser session, for 5 seconds. */
  greet(): void {
    if (this.state.greeted || this.state.open) return;
    this.greetingVisible = true;
    this.update(markGreeted(this.state));
    this.greetingTimer = this.scheduler.after(GREETING_HIDE_AFTER_MS, this.hideGreeting);
  }

  private hideGreeting(): void {
    this.greetingTimer?.cancel();
    this.greetingTimer = null;
    this.greetingVisible = false;
  }

  openChat(): void {
    this.hideGreeting();
    this.update(openChatState(this.state, this.stamp()));
  }

  minimise(): void {
    this.update(minimiseChat(this.state));
  }

  /** The button was dropped at `dropX`: it moves to that half of the screen. */
  dropAt(dropX: number, viewportWidth: number): void {
    this.moveTo(sideAfterDrag(dropX, viewportWidth));
  }

  /** The button goes to `side` without a drag (the keyboard's and a single pointer's way, beyond the spec). */
  moveTo(side: ChatPosition): void {
    if (side !== this.state.position) this.update({ ...this.state, position: side });
  }

  setDraft(text: string): void {
    this.draft = text;
  }

  get canSend(): boolean {
    return chatInputToSend(this.draft) !== null;
  }

  /** Ctrl+Enter sends; true when the key was the shortcut (the screen then keeps the newline out). */
  keyDown(key: { readonly key: string; readonly ctrlKey: boolean }): boolean {
    if (!isSendShortcut(key)) return false;
    void this.send();
    return true;
  }

  /** Sends the draft, trimmed; a blank draft sends nothing. */
  async send(): Promise<void> {
    const chatbotId = this.settings.chatbotId;
    const withQuestion = addClientMessage(this.state, this.draft, this.stamp());
    if (chatbotId === null || withQuestion === null) return;
    const question = withQuestion.history[withQuestion.history.length - 1]?.content ?? '';
    this.draft = '';
    this.update(withQuestion);
    this.awaiting += 1;
    this.requestStatus = 'loading';
    const answer = await this.service.askChatbot(chatbotId, this.state.sessionId, question, this.language.language);
    runInAction(() => {
      this.awaiting -= 1;
      this.update(
        addAgentReply(this.state, answer.ok ? { ok: true, content: answer.value } : { ok: false }, this.stamp()),
      );
      if (this.awaiting === 0) this.requestStatus = answer.ok ? 'success' : 'error';
    });
  }

  /** How a message shows: over 550 characters the first 500, '...' and 'View More', until expanded. */
  displayed(message: ChatMessage): DisplayedMessage {
    // Evie's fixed messages are read from the catalogue here, so they follow a language switch.
    return displayedMessage(messageText(message), this.expanded[message.id] !== true);
  }

  viewMore(messageId: string): void {
    this.expanded = { ...this.expanded, [messageId]: true };
  }
}
