import { resolve } from 'node:path';
import { BackupError } from '../src/platform/backup';
import { type Config, ConfigError, loadConfig } from '../src/platform/config';

/** Runs a backup command from where `pnpm` was called (relative paths and DATA_DIR mean what they say). */
export function runCli(main: (config: Config, args: string[]) => Promise<void>): void {
  process.chdir(process.env.INIT_CWD ?? process.cwd());
  const env = { ...process.env };
  for (const name of ['DATA_DIR', 'BACKUP_DIR'] as const) if (env[name]) env[name] = resolve(env[name]);
  main(loadConfig(env), process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
      else console.error(error);
      process.exit(1);
    },
  );
}
