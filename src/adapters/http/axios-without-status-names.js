/**
 * Stands in for axios's HttpStatusCode table in the browser bundle (webpack.config.ts replaces
 * axios/lib/helpers/HttpStatusCode.js with this file). axios only attaches that table to its
 * export as `axios.HttpStatusCode`, a list of status names for callers' convenience; nothing in
 * axios reads it, and the app compares statuses as numbers. Leaving it out saves about 0.9 KB
 * gzipped from the start bundle. Jest and Node use the whole axios package. Plain JavaScript, like
 * axios-without-fetch.js.
 */
export default Object.freeze({});
