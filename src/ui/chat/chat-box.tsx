import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { ChatViewModel } from '../../application/view-models/chat.view-model';
import { CHAT_TEXTS } from '../../domain/chat/messages';
import { CHAT_UI_TEXTS } from '../texts/chat-texts';
import { CHAT_BOX_ID, CHAT_TITLE_ID } from './chat-ids';
import { ChatInputForm } from './chat-input-form';
import { ChatMessageList } from './chat-message-list';

export interface ChatBoxProps {
  readonly chat: ChatViewModel;
  /** The applicant opened the box just now: the focus goes to the message input. */
  readonly focusInput: boolean;
  /** Minimise and give the focus back to the launcher. */
  readonly onClose: () => void;
}

/**
 * 'Chat with Evie - Virtual Assistant' (spec 000 §2): the title, minimise, the messages with the
 * typing indicator, and the input. Loaded lazily in its own chunk (see load-chat-box.ts).
 *
 * Spec is silent on the box's semantics: a non-modal dialog (role dialog, aria-modal false, named
 * by its title). It opens from its button and closes with Esc like a dialog, but it does not trap
 * the focus: the question beside it stays usable, as a chat beside a form should be.
 * Spec is silent on switching sides without a pointer: a 'Move to the left/right' button in the
 * box's header moves it (and its button) to the other side; it also spares a dragging movement to
 * anyone who cannot drag (WCAG 2.5.7).
 */
export const ChatBox = observer(function ChatBox({ chat, focusInput, onClose }: ChatBoxProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (focusInput) input.current?.focus();
  }, [focusInput]);
  const otherSide = chat.position === 'left' ? 'right' : 'left';

  return (
    <div id={CHAT_BOX_ID} className="chat-box" role="dialog" aria-modal="false" aria-labelledby={CHAT_TITLE_ID}>
      <div className="chat-box__header">
        <h2 id={CHAT_TITLE_ID} className="chat-box__title">
          {CHAT_TEXTS.title}
        </h2>
        <button
          type="button"
          className="chat-box__tool"
          aria-label={CHAT_UI_TEXTS.moveTo(otherSide)}
          title={CHAT_UI_TEXTS.moveTo(otherSide)}
          onClick={() => chat.moveTo(otherSide)}
        >
          <span aria-hidden="true">{otherSide === 'left' ? '\u2190' : '\u2192'}</span>
        </button>
        <button
          type="button"
          className="chat-box__tool"
          aria-label={CHAT_UI_TEXTS.minimise}
          title={CHAT_UI_TEXTS.minimise}
          onClick={onClose}
        >
          <span aria-hidden="true">{'\u2013'}</span>
        </button>
      </div>
      <ChatMessageList chat={chat} />
      <ChatInputForm chat={chat} input={input} />
    </div>
  );
});
