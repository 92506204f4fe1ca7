export * from './call';
export * from './client';
// Types only: the contract's values (zod schemas, constants) come from '@managewell/api/contract',
// so that this shared entry (one copy, never tree-shaken) does not carry every schema and zod.
export type * from './contract';
export { ERROR_CODES, isApiErrorBody } from './contract/errors';
export * from './endpoints/auth';
export * from './endpoints/billing';
export * from './endpoints/calendar';
export * from './endpoints/chat';
export * from './endpoints/download';
export * from './endpoints/goals';
export * from './endpoints/hr';
export * from './endpoints/leads';
export * from './endpoints/notifications';
export * from './endpoints/offers';
export * from './endpoints/outbox';
export * from './endpoints/people';
export * from './endpoints/quotations';
export * from './endpoints/sales';
export * from './endpoints/website-admin';
export * from './http';
export * from './live';
