export * from './client';
export * from './contract';
export * from './endpoints/auth';
export * from './endpoints/leads';
export * from './endpoints/notifications';
export * from './endpoints/outbox';
export * from './endpoints/quotations';
export * from './http';
