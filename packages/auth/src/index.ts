export * from './areas';
export * from './guards';
export * from './hooks';
export * from './session';
export * from './store';
