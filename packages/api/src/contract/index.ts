export * from './auth';
export * from './calendar';
export * from './chat';
export * from './common';
export * from './content-kinds';
export * from './documents';
export * from './errors';
export * from './hr';
// hr-core and docs-mail both export these names (a list of state names / of states with GST codes):
// the HR list wins here until the two are made one (documents also has INDIAN_STATE_NAMES).
export { INDIAN_STATES, type IndianState } from './hr';
export * from './hr-time';
export * from './lead';
export * from './mail';
export * from './notification';
export * from './people';
export * from './quotation';
export * from './remotes';
export * from './roles';
export * from './sales';
export * from './site';
export * from './site-admin';
export * from './site-basics';
export * from './website-admin';
