/** Where the browser reads its configuration: the same origin as the page, at startup. */
export const RUNTIME_CONFIG_PATH = '/config.json';

/** How it is asked for: never from a cache, as JSON. */
export const CONFIG_REQUEST: RequestInit = { cache: 'no-store', headers: { Accept: 'application/json' } };
