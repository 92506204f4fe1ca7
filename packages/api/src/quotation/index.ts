export * from './diff';
export * from './quantities';
export * from './totals';
