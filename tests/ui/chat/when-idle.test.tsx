import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, whenIdle } from '../../../src/ui/chat/when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  it('runs the task after a pause where the browser has no idle callback, unless cancelled', () => {
    jest.useFakeTimers();
    const task = jest.fn();
    whenIdle(task);
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('asks for an idle moment, with a time-out, where the browser has one', () => {
    const callbacks = new Map<number, () => void>();
    const request = jest.fn((callback: () => void, _options?: IdleRequestOptions) => {
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    });
    const cancel = jest.fn((handle: number) => callbacks.delete(handle));
    Object.assign(window, { requestIdleCallback: request, cancelIdleCallback: cancel });
    const task = jest.fn();
    whenIdle(task);
    expect(request).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(task).not.toHaveBeenCalled();
    callbacks.get(1)?.();
    expect(task).toHaveBeenCalledTimes(1);
    whenIdle(jest.fn())();
    expect(cancel).toHaveBeenCalledWith(2);
  });
});
