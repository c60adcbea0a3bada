/** The part of `document` a script tag needs, so loading can be tested with a fake in node. */
export interface ScriptHost {
  createElement(tag: 'script'): {
    src: string;
    async: boolean;
    onload: (() => void) | null;
    onerror: (() => void) | null;
  };
  readonly head: { appendChild(node: unknown): unknown };
}

/**
 * Loads a vendor script once per address: later calls share the first load. A failed load is
 * forgotten so that a retry adds a fresh tag.
 */
export class ScriptLoader {
  private readonly loads = new Map<string, Promise<boolean>>();

  constructor(private readonly host: () => ScriptHost | undefined) {}

  load(url: string): Promise<boolean> {
    const known = this.loads.get(url);
    if (known) return known;
    const loading = new Promise<boolean>((resolve) => {
      const host = this.host();
      if (!host) return resolve(false);
      const script = host.createElement('script');
      script.async = true;
      script.onload = () => resolve(true);
      script.onerror = () => resolve(false);
      script.src = url;
      host.head.appendChild(script);
    }).then((loaded) => {
      if (!loaded) this.loads.delete(url);
      return loaded;
    });
    this.loads.set(url, loading);
    return loading;
  }
}
