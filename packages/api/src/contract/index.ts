export * from './auth';
export * from './common';
export * from './documents';
export * from './errors';
export * from './lead';
export * from './mail';
export * from './notification';
export * from './quotation';
export * from './remotes';
export * from './roles';
export * from './sales';
// Both sales (state names) and documents (names with GST codes) declare INDIAN_STATES: the
// contract's names are the sales ones; documents' list is imported from './documents'.
export { INDIAN_STATES, type IndianState } from './sales';
export * from './site';
export * from './site-basics';
