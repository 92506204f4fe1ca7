export * from './ListFrame';
export * from './listQuery';
