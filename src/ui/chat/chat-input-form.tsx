import { observer } from 'mobx-react-lite';
import type { FormEvent, KeyboardEvent, RefObject } from 'react';
import { useEffect } from 'react';
import type { ChatViewModel } from '../../application/view-models/chat.view-model';
import { CHAT_INPUT_BASE_HEIGHT_PX } from '../../domain/chat/chat-constants';
import { CHAT_TEXTS } from '../../domain/chat/messages';
import { CHAT_UI_TEXTS } from '../texts/chat-texts';

/** Spec is silent on how far the input grows with a long message: to three times its base height, then it scrolls. */
const MAX_INPUT_HEIGHT_PX = CHAT_INPUT_BASE_HEIGHT_PX * 3;

const INPUT_ID = 'chat-box-input';
const HINT_ID = 'chat-box-input-hint';

/**
 * 'Type your message' and the send button (spec 000 §2, §5): Ctrl+Enter or the button sends the
 * trimmed text; a blank message cannot be sent (the button is disabled). The input starts 50 px
 * high (spec 000 §9) and grows with its text. After sending, the focus stays in (or returns to)
 * the input, so the next message can be typed at once.
 */
export const ChatInputForm = observer(function ChatInputForm({
  chat,
  input,
}: {
  chat: ChatViewModel;
  input: RefObject<HTMLTextAreaElement | null>;
}) {
  const draft = chat.draft;
  useEffect(() => {
    const element = input.current;
    if (element === null) return;
    element.style.height = `${CHAT_INPUT_BASE_HEIGHT_PX}px`;
    element.style.height = `${Math.min(Math.max(element.scrollHeight, CHAT_INPUT_BASE_HEIGHT_PX), MAX_INPUT_HEIGHT_PX)}px`;
  }, [draft, input]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void chat.send();
    input.current?.focus();
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (chat.keyDown({ key: event.key, ctrlKey: event.ctrlKey })) event.preventDefault();
  };

  return (
    <form className="chat-box__form" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor={INPUT_ID}>
        {CHAT_TEXTS.placeholder}
      </label>
      <textarea
        ref={input}
        id={INPUT_ID}
        className="chat-box__input"
        placeholder={CHAT_TEXTS.placeholder}
        aria-describedby={HINT_ID}
        rows={1}
        value={draft}
        onChange={(event) => chat.setDraft(event.target.value)}
        onKeyDown={keyDown}
      />
      <button type="submit" className="button button--primary chat-box__send" disabled={!chat.canSend}>
        {CHAT_UI_TEXTS.send}
      </button>
      <p id={HINT_ID} className="chat-box__hint">
        {CHAT_UI_TEXTS.sendHint}
      </p>
    </form>
  );
});
