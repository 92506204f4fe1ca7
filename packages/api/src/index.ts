export * from './client';
export * from './contract';
export * from './endpoints/auth';
export * from './endpoints/hr';
export * from './endpoints/leads';
export * from './endpoints/notifications';
export * from './http';
