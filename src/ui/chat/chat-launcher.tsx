import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import { ERROR_REPORTER } from '../../application/ports/error-reporter.port';
import { ChatViewModel } from '../../application/view-models/chat.view-model';
import { CHAT_TEXTS } from '../../domain/chat/messages';
import { useInstance } from '../app/resolver';
import { CHAT_UI_TEXTS } from '../texts/chat-texts';
import { ChatBoxBoundary } from './chat-box-boundary';
import { CHAT_BOX_ID } from './chat-ids';
import { loadChatBox } from './load-chat-box';
import { useNewMessage } from './use-new-message';
import { useSideDrag } from './use-side-drag';
import { whenIdle } from './when-idle';
import './chat.css';

/** The box, loaded lazily; a new one after a failed load, since React keeps a failed lazy component failed. */
const lazyChatBox = () => lazy(() => loadChatBox().then((m) => ({ default: m.ChatBox })));

export interface ChatLauncherProps {
  /** The question on screen; the chat shows only where its attribute type enables it. */
  readonly attrType: string;
  /** The device's mobile detection (DeviceViewModel): the chat is hidden on mobile browsers. */
  readonly mobile: boolean;
}

/**
 * Evie's floating button (spec 000 §2 'Chat widget'), mounted by the question screen: plain markup
 * that loads the chat box's code only on first interaction (hover, focus or click) or when the
 * browser is idle. It shows only where ChatViewModel.shownOn allows (desktop, a question that
 * enables the chat, a chatbot configured).
 */
export const ChatLauncher = observer(function ChatLauncher({ attrType, mobile }: ChatLauncherProps) {
  const chat = useInstance(ChatViewModel);
  return chat.shownOn(attrType, mobile) ? <ChatDock chat={chat} /> : null;
});

/**
 * The button, the greeting bubble, the box when open, and the live region for new messages.
 *
 * Beyond the spec: Esc in the box (or on the button) minimises it and focus returns to the button;
 * opening from the button moves focus to the message input (a chat restored open after a reload
 * does not take the focus from the page's heading). The box is a non-modal dialog: Tab leaves it
 * for the page, which stays usable beside it. Each new message is announced once with its sender's
 * name through a polite live region that only ever holds the newest message.
 * Spec is silent on the button while the box is open: it stays, as the box's toggle.
 * Spec is silent on where the button sits: the bottom corner of its side; while it shows, the page
 * keeps room at its bottom (chat.css), so scrolled to the end nothing is under the button.
 */
const ChatDock = observer(function ChatDock({ chat }: { chat: ChatViewModel }) {
  const launcher = useRef<HTMLButtonElement>(null);
  const [focusInput, setFocusInput] = useState(false);
  const drag = useSideDrag(chat.dropAt);
  const announced = useNewMessage(chat.messages);
  const reporter = useInstance<ErrorReporter>(ERROR_REPORTER);
  // Bumped when the box failed to load, so the next opening tries again with a fresh lazy component.
  const [attempt, setAttempt] = useState({ count: 0, failed: false });
  const ChatBox = useMemo(lazyChatBox, [attempt.count]);

  useEffect(() => chat.greet(), [chat]);
  useEffect(() => whenIdle(() => void loadChatBox().catch(() => undefined)), []);

  const preload = () => void loadChatBox().catch(() => undefined);
  const toggle = () => {
    if (drag.consumeClick()) return;
    if (chat.open) {
      chat.minimise();
      return;
    }
    setFocusInput(true);
    if (attempt.failed) setAttempt({ count: attempt.count + 1, failed: false });
    chat.openChat();
  };
  const close = () => {
    chat.minimise();
    launcher.current?.focus();
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !chat.open) return;
    event.preventDefault();
    close();
  };

  return (
    <div className={`chat-dock chat-dock--${chat.position}`} onKeyDown={escape}>
      {chat.open ? (
        <ChatBoxBoundary
          key={attempt.count}
          onFailed={(error) => {
            reporter.report(error, { where: 'chat box' });
            setAttempt((current) => ({ ...current, failed: true }));
          }}
        >
          <Suspense fallback={null}>
            <ChatBox chat={chat} focusInput={focusInput} onClose={close} />
          </Suspense>
        </ChatBoxBoundary>
      ) : null}
      <div className="chat-dock__row">
        <button
          ref={launcher}
          type="button"
          className={drag.dragging ? 'chat-launcher chat-launcher--dragging' : 'chat-launcher'}
          aria-expanded={chat.open}
          aria-controls={chat.open ? CHAT_BOX_ID : undefined}
          onClick={toggle}
          onPointerEnter={preload}
          onFocus={preload}
          {...drag.handlers}
          style={drag.style}
        >
          <svg className="chat-launcher__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
          </svg>
          <span className="visually-hidden">{CHAT_UI_TEXTS.launcher}</span>
        </button>
        {chat.greetingVisible ? <p className="chat-dock__greeting">{CHAT_TEXTS.greeting}</p> : null}
      </div>
      <div className="visually-hidden" role="status">
        {announced === null ? null : (
          <p key={announced.id}>
            {CHAT_UI_TEXTS.saidBy(CHAT_UI_TEXTS.sender[announced.party])}
            {chat.displayed(announced).text}
          </p>
        )}
      </div>
    </div>
  );
});
