/**
 * Where the chat state lives in browser session storage (spec 000 §3 'Chat message'). A module of
 * its own so the logout, which clears it, does not carry the chat's code into the start bundle.
 */
export const CHAT_KEY = 'attest.chat';
