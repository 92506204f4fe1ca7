export * from './client';
export * from './contract';
export * from './endpoints/auth';
export * from './endpoints/leads';
export * from './endpoints/notifications';
export * from './endpoints/website-admin';
export * from './http';
