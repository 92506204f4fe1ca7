export { buildMockApi, type MockApiOptions, MockHttpError } from './app';
export * from './constants';
export { createSeedState, DEMO_ACCOUNTS, DEMO_PASSWORD, seedEvents } from './seed';
export type * from './types';
