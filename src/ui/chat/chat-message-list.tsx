import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { ChatViewModel } from '../../application/view-models/chat.view-model';
import { LOADER_MAX_DOTS } from '../../domain/chat/chat-constants';
import type { ChatMessage } from '../../domain/chat/chat-message';
import { CHAT_TEXTS } from '../../domain/chat/messages';
import { CHAT_UI_TEXTS } from '../texts/chat-texts';

const DOTS = Array.from({ length: LOADER_MAX_DOTS }, (_, index) => index);

/**
 * The conversation, oldest first, kept scrolled to the newest message, with the typing indicator
 * (at most five loader dots, spec 000 §9) while Evie's answer is awaited. Each message carries its
 * sender's name for screen readers; it is not a live region (the launcher announces new messages).
 */
export const ChatMessageList = observer(function ChatMessageList({ chat }: { chat: ChatViewModel }) {
  const list = useRef<HTMLDivElement>(null);
  const count = chat.messages.length;
  const typing = chat.typing;
  useEffect(() => {
    const element = list.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [count, typing]);

  return (
    // Scrollable, so it takes the keyboard's focus (WCAG 2.1.1) and is named for it.
    <div ref={list} className="chat-box__messages" tabIndex={0} role="region" aria-label={CHAT_UI_TEXTS.messages}>
      <ol className="chat-box__list">
        {chat.messages.map((message) => (
          <ChatMessageItem key={message.id} chat={chat} message={message} />
        ))}
        {typing ? (
          <li className="chat-message chat-message--agent chat-typing">
            <span className="visually-hidden">{CHAT_UI_TEXTS.typing}</span>
            <span className="chat-typing__dots" aria-hidden="true">
              {DOTS.map((dot) => (
                <span key={dot} className="chat-typing__dot" />
              ))}
            </span>
          </li>
        ) : null}
      </ol>
    </div>
  );
});

/** One message: over 550 characters, the first 500, '...' and 'View More' (spec 000 §5). */
const ChatMessageItem = observer(function ChatMessageItem({
  chat,
  message,
}: {
  chat: ChatViewModel;
  message: ChatMessage;
}) {
  const text = useRef<HTMLParagraphElement>(null);
  const shown = chat.displayed(message);
  const viewMore = () => {
    chat.viewMore(message.id);
    // The button goes away with the rest of the text shown; the focus moves to that text.
    text.current?.focus();
  };
  return (
    <li className={`chat-message chat-message--${message.party}`}>
      <p ref={text} className="chat-message__text" tabIndex={-1}>
        <span className="visually-hidden">{CHAT_UI_TEXTS.saidBy(CHAT_UI_TEXTS.sender[message.party])}</span>
        {shown.text}
      </p>
      {shown.viewMore ? (
        <button type="button" className="chat-message__more" onClick={viewMore}>
          {CHAT_TEXTS.viewMore}
        </button>
      ) : null}
    </li>
  );
});
