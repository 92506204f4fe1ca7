export * from './area';
export * from './BarChart';
export * from './formErrors';
export * from './menu';
export * from './PageHeader';
export * from './states';
export * from './title';
export * from './useRemoteData';
