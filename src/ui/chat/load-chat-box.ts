import type * as ChatBoxExports from './chat-box';

/** What the chat box's chunk exports (a type only: the code comes with the dynamic import below). */
export type ChatBoxModule = typeof ChatBoxExports;

let loading: Promise<ChatBoxModule> | null = null;

/**
 * Fetches the chat box's code once, in its own chunk: on the launcher's first hover, focus or
 * click, or when the browser is idle, whichever comes first. A failed load is forgotten, so the
 * next interaction tries again.
 */
export function loadChatBox(): Promise<ChatBoxModule> {
  loading ??= import(/* webpackChunkName: "chat-box" */ './chat-box').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
