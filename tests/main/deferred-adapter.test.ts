import { deferredAdapter } from '../../src/main/deferred-adapter';

interface Greeter {
  greet(name: string): Promise<string>;
  count(): Promise<number>;
}

describe('deferredAdapter', () => {
  it('loads the adapter on the first call only and forwards every call with its arguments', async () => {
    const load = jest.fn(async (): Promise<Greeter> => {
      let calls = 0;
      return { greet: async (name) => `hello ${name}`, count: async () => ++calls };
    });
    const port = deferredAdapter<Greeter>(load, () => 'unavailable');
    expect(load).not.toHaveBeenCalled();
    expect(await port.greet('Ann')).toBe('hello Ann');
    expect(await port.count()).toBe(1);
    expect(await port.count()).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers the fallback value when the adapter cannot load, and tries again on the next call', async () => {
    const load = jest
      .fn<Promise<Greeter>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ greet: async (name) => `hi ${name}`, count: async () => 0 });
    const port = deferredAdapter<Greeter>(load, () => 'offline');
    await expect(port.greet('Ann')).resolves.toBe('offline');
    await expect(port.greet('Bo')).resolves.toBe('hi Bo');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not mistaken for a promise: awaiting the port gives the port and loads nothing', async () => {
    const load = jest.fn(async (): Promise<Greeter> => ({ greet: async () => '', count: async () => 0 }));
    const port = deferredAdapter<Greeter>(load, () => 'unavailable');
    expect(await Promise.resolve(port)).toBe(port);
    expect(load).not.toHaveBeenCalled();
  });
});
