export * from './answers';
export * from './auth';
export * from './billing';
export * from './calendar';
export * from './chat';
export * from './common';
export * from './content-kinds';
export * from './content-values';
export * from './dates';
export * from './documents';
export * from './endpoint';
export * from './errors';
export * from './goals';
export * from './hr';
export * from './hr-time';
export * from './lead';
export * from './list-values';
export * from './mail';
export * from './notification';
export * from './number';
export * from './offers';
export * from './option-labels';
export * from './people';
export type { SettlementFigures, SettlementView } from './people/settlement';
export * from './phone';
export * from './platform/backup-values';
export type { BackupStatus } from './platform/backups';
export * from './quotation';
export * from './remotes';
export * from './roles';
export * from './sales';
export * from './settlement';
export * from './site';
export * from './site-admin';
export * from './site-basics';
export * from './site-transfer';
export {
  STUDIO_PRESENCE,
  type StudioEditor,
  type StudioItem,
  type StudioPresenceRequest,
} from './website/studio-presence';
export * from './website-admin';
export * from './website-admin-values';
