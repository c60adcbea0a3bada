import { act, fireEvent, screen } from '@testing-library/react';
import type * as Loader from '../../../src/ui/chat/load-chat-box';
import { loadChatBox } from '../../../src/ui/chat/load-chat-box';
import { launcher, openOn } from './chat-question';

// The real loader, watched: the box's chunk is fetched on the launcher's first hover or focus, or
// when the browser is idle, and not when the page renders.
jest.mock('../../../src/ui/chat/load-chat-box', () => {
  const actual = jest.requireActual<typeof Loader>('../../../src/ui/chat/load-chat-box');
  return { loadChatBox: jest.fn(actual.loadChatBox) };
});

const load = jest.mocked(loadChatBox);
let idle: (() => void)[] = [];

beforeEach(() => {
  load.mockClear();
  idle = [];
  // The browser has not been idle yet: idle callbacks wait until the test runs them.
  Object.assign(window, {
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    cancelIdleCallback: () => undefined,
  });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

describe("the chat box's code", () => {
  it('is not fetched when the page renders, but once the browser is idle', async () => {
    await openOn();
    expect(launcher()).toBeVisible();
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    act(() => idle.forEach((run) => run()));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched when the pointer comes over the launcher', async () => {
    await openOn();
    fireEvent.pointerEnter(launcher());
    expect(load).toHaveBeenCalled();
  });

  it('is fetched when the launcher takes the focus, and the box opens from it', async () => {
    const { user } = await openOn();
    act(() => launcher().focus());
    expect(load).toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Chat with Evie - Virtual Assistant' })).toBeVisible();
  });
});
