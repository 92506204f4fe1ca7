export * from './auth';
export * from './common';
export * from './errors';
export * from './lead';
export * from './notification';
export * from './remotes';
export * from './roles';
export * from './site';
