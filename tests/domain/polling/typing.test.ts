import { isTyping, TYPING_PAUSE_MS } from '../../../src/domain/polling/typing';

describe('isTyping', () => {
  it('is false before any edit', () => {
    expect(isTyping(null, 1000)).toBe(false);
  });

  it('is true until the typing pause has passed since the last edit', () => {
    expect(isTyping(1000, 1000)).toBe(true);
    expect(isTyping(1000, 1000 + TYPING_PAUSE_MS - 1)).toBe(true);
    expect(isTyping(1000, 1000 + TYPING_PAUSE_MS)).toBe(false);
  });

  it('does not stay true when the clock went backwards', () => {
    expect(isTyping(5000, 1000)).toBe(false);
  });
});
