import { displayedMessage } from '../../../src/domain/chat/truncation';

describe('displayedMessage', () => {
  it('shows a message of 550 characters in full', () => {
    const text = 'a'.repeat(550);
    expect(displayedMessage(text)).toEqual({ text, viewMore: false });
  });

  it("shows the first 500 characters of a 551-character message, then '...' and View More", () => {
    const text = 'b'.repeat(500) + 'c'.repeat(51);
    expect(displayedMessage(text)).toEqual({ text: `${'b'.repeat(500)}...`, viewMore: true });
  });

  it('shows the whole message when truncation is disallowed', () => {
    const text = 'd'.repeat(600);
    expect(displayedMessage(text, false)).toEqual({ text, viewMore: false });
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    const text = '😀'.repeat(551);
    const shown = displayedMessage(text);
    expect(shown.text).toBe(`${'😀'.repeat(500)}...`);
    expect(displayedMessage('😀'.repeat(550)).viewMore).toBe(false);
  });
});
