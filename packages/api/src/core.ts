/**
 * The API package's shared entry (one copy at run time, from the host): the HTTP client with the
 * signed-in user's token, the live channel, and the error helpers. Everything stateful lives here;
 * the area calls (the package root) are bundled by each app that makes them, so a page carries only
 * its own area's calls and route tables.
 */
export * from './client';
export { ERROR_CODES, isApiErrorBody } from './contract/errors';
export * from './http';
export * from './live';
