/**
 * Stands in for axios's fetch adapter in the browser bundle (webpack.config.ts replaces
 * axios/lib/adapters/fetch.js with this file). axios picks its first available adapter in the
 * order xhr, http, fetch, and every browser has XMLHttpRequest, so the fetch adapter is never
 * used: leaving it out saves about 5 KB gzipped from the start bundle and its evaluation at
 * start-up. getFetch answering false makes axios report fetch as unsupported, should it ever be
 * asked for by name. Jest and Node use the whole axios package. Plain JavaScript: it stands in
 * for a file of node_modules, which the build does not run through the TypeScript loader.
 */
export const getFetch = () => false;

export default false;
