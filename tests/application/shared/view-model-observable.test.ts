import { isObservable, isObservableProp, observableRef, reaction } from 'mobx';
import { makeViewModelObservable } from '../../../src/application/view-models/view-model-observable';

interface Port {
  call(): Promise<string>;
}

/** A port as a deferred adapter serves it (src/main/deferred-adapter.ts): a Proxy over an empty object. */
const proxyPort = (): Port =>
  new Proxy({} as Port, {
    get: (_target, name) =>
      typeof name === 'string' && name !== 'then' ? () => Promise.resolve(`called ${name}`) : undefined,
  });

class Example {
  count = 0;
  private timer: number | null = null;
  constructor(
    private readonly port: Port,
    readonly other: { readonly items: string[] },
  ) {
    makeViewModelObservable(this, ['port', 'other', 'timer']);
  }
  get double(): number {
    return this.count * 2;
  }
  increment(): void {
    this.count += 1;
  }
  callPort(): Promise<string> {
    return this.port.call();
  }
  portOf(): Port {
    return this.port;
  }
  timerOf(): number | null {
    return this.timer;
  }
}

describe('makeViewModelObservable', () => {
  it('leaves a listed Proxy port as it is, so its calls still reach the adapter', async () => {
    const port = proxyPort();
    const example = new Example(port, { items: [] });
    expect(example.portOf()).toBe(port);
    await expect(example.callPort()).resolves.toBe('called call');
    expect(isObservableProp(example, 'other')).toBe(false);
    expect(isObservableProp(example, 'timer')).toBe(false);
  });

  it('shows the trap it prevents: a Proxy port left off the list becomes an empty observable object', () => {
    class Unlisted {
      constructor(private readonly port: Port) {
        makeViewModelObservable(this, []);
      }
      portOf(): Port {
        return this.port;
      }
    }
    const port = proxyPort();
    const unlisted = new Unlisted(port);
    expect(unlisted.portOf()).not.toBe(port);
    expect(isObservable(unlisted.portOf())).toBe(true);
    expect(typeof unlisted.portOf().call).toBe('undefined');
  });

  it('makes the rest observable, getters computed and methods bound', () => {
    const example = new Example(proxyPort(), { items: [] });
    const seen: number[] = [];
    const stop = reaction(
      () => example.double,
      (value) => seen.push(value),
    );
    const { increment } = example;
    increment();
    increment();
    stop();
    expect(seen).toEqual([2, 4]);
    expect(example.timerOf()).toBeNull();
  });

  it('refuses a name that is not a field, so a typo cannot silently stop excluding', () => {
    class Typo {
      constructor(private readonly service: Port) {
        makeViewModelObservable<Typo, 'servce'>(this, ['servce']);
      }
      use(): Port {
        return this.service;
      }
    }
    expect(() => new Typo(proxyPort())).toThrow('not fields of Typo: servce');
  });

  it('applies other annotations it is given, and refuses one named for no field', () => {
    class Kept {
      data = { nested: { deep: 1 } };
      constructor(names: readonly string[] = ['data']) {
        makeViewModelObservable(this, [], Object.fromEntries(names.map((name) => [name, observableRef])));
      }
    }
    const kept = new Kept();
    expect(isObservableProp(kept, 'data')).toBe(true);
    expect(isObservable(kept.data)).toBe(false);
    expect(() => new Kept(['dta'])).toThrow('not fields of Kept: dta');
  });
});
