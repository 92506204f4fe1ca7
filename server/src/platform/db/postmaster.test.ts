import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger, stopLeftoverPostmaster } from './postmaster';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function lockFileNaming(pid: number): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'mw-lock-'));
  await writeFile(
    join(dir, 'postmaster.pid'),
    `${pid}\n${dir}\n1700000000\n5433\n\nlocalhost\n  1 2\nready\n`,
  );
  return join(dir, 'postmaster.pid');
}

describe('a PostgreSQL lock file found at start', () => {
  it('is removed when its PID now belongs to another program', async () => {
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      const lock = await lockFileNaming(other.pid!);
      await stopLeftoverPostmaster(dir!, silentLogger);
      expect(existsSync(lock)).toBe(false);
      expect(other.exitCode).toBeNull(); // the other program is left alone
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('is left to PostgreSQL when its process is gone', async () => {
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => gone.once('exit', resolve));
    const lock = await lockFileNaming(gone.pid!);
    await stopLeftoverPostmaster(dir!, silentLogger);
    expect(existsSync(lock)).toBe(true);
  });
});
