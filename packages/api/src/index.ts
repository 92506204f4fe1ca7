export * from '@managewell/api/core';
export * from './call';
// Types only: the contract's values (zod schemas, constants) come from '@managewell/api/contract',
// so that a page importing a call does not carry every schema and zod.
export type * from './contract';
export * from './contract/routes.generated';
export * from './endpoints/auth';
export * from './endpoints/backups';
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
export * from './endpoints/settlement';
export * from './endpoints/website-admin';
