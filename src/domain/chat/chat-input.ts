/** The text to send for what the applicant typed: trimmed, or null when blank (spec 000 §5). */
export function chatInputToSend(typed: string): string | null {
  const trimmed = typed.trim();
  return trimmed === '' ? null : trimmed;
}

/** Ctrl+Enter sends, like the send button (spec 000 §2). */
export const isSendShortcut = (key: { readonly key: string; readonly ctrlKey: boolean }): boolean =>
  key.ctrlKey && key.key === 'Enter';
