import type { PasswordHashCost } from '../src/platform/config';

/** Cheap argon2id parameters: tests hash and check passwords in about a millisecond. */
export const TEST_PASSWORD_COST: PasswordHashCost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of a maintenance database on the test server (used to create per-file databases). */
    adminDatabaseUrl: string;
    /** The migrated, seeded database every test file clones. */
    templateDatabase: string;
  }
}
