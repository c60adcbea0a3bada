import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Component } from 'react';
import { CHAT_TEXTS } from '../../domain/chat/messages';
import { CHAT_BOX_ID } from './chat-ids';

interface Props {
  readonly children: ReactNode;
  /** Told once when the box could not load or render (it is reported, and the next opening retries). */
  readonly onFailed: (error: unknown) => void;
}

/**
 * Keeps a chat box that cannot load (its chunk failed: offline, a deploy in between) or render
 * from taking the question screen down with it: without this boundary the page's own would show
 * the error page in place of the question, and what the applicant typed there would be gone.
 * Spec is silent on a widget that cannot load: Evie's away message (spec 000 §4 Chat, the failure
 * text) shows in the box's place, which says the same thing: not now, ask support.
 */
export class ChatBoxBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailed(error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <ChatAway />;
  }
}

/** Evie's away message in the box's place: an observer, so it follows a language switch (a class component would not). */
const ChatAway = observer(function ChatAway() {
  return (
    <p id={CHAT_BOX_ID} className="chat-dock__away" role="alert">
      {CHAT_TEXTS.failure}
    </p>
  );
});
