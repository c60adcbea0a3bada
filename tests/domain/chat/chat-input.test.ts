import { chatInputToSend, isSendShortcut } from '../../../src/domain/chat/chat-input';

describe('the chat input', () => {
  it('sends the trimmed text', () => {
    expect(chatInputToSend('  hello there \n')).toBe('hello there');
  });

  it.each(['', '   ', '\n\t'])('sends nothing for blank input %j', (typed) => {
    expect(chatInputToSend(typed)).toBeNull();
  });

  it('sends on Ctrl+Enter only', () => {
    expect(isSendShortcut({ key: 'Enter', ctrlKey: true })).toBe(true);
    expect(isSendShortcut({ key: 'Enter', ctrlKey: false })).toBe(false);
    expect(isSendShortcut({ key: 'a', ctrlKey: true })).toBe(false);
  });
});
