export * from './auth';
export * from './calendar';
export * from './chat';
export * from './common';
export * from './documents';
export * from './content-kinds';
export * from './errors';
export * from './hr';
export * from './hr-time';
export * from './lead';
export * from './mail';
export * from './notification';
export * from './quotation';
export * from './people';
export * from './remotes';
export * from './roles';
export * from './sales';
export * from './site';
export * from './site-admin';
export * from './site-basics';
export * from './website-admin';
// Both sales (state names) and documents (names with GST codes) declare INDIAN_STATES: the
// contract's names are the sales ones; documents' list is imported from './documents'.
export { INDIAN_STATES, type IndianState } from './sales';
