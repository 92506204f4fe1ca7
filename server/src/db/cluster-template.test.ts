import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyClusterTemplate, pendingTemplatePassword, templateKey } from './cluster-template';

describe('the PostgreSQL cluster template', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function fakeTemplate(key: string) {
    const root = mkdtempSync(join(tmpdir(), 'mw-template-test-'));
    dirs.push(root);
    const templateDir = join(root, 'template');
    mkdirSync(join(templateDir, 'cluster', 'base'), { recursive: true });
    writeFileSync(join(templateDir, 'cluster', 'PG_VERSION'), '18\n');
    writeFileSync(join(templateDir, 'cluster', 'base', 'file'), 'data');
    writeFileSync(join(templateDir, 'password'), 'template-secret\n');
    writeFileSync(join(templateDir, 'key'), `${key}\n`);
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    return { templateDir, dataDir, databaseDir: join(dataDir, 'postgres') };
  }

  it('is copied into a fresh data folder when its key matches, its password kept aside to be changed', async () => {
    const dirs = fakeTemplate(templateKey('managewell'));
    const copied = await copyClusterTemplate({ ...dirs, database: 'managewell', owner: {} });
    expect(copied).toBe(true);
    expect(readFileSync(join(dirs.databaseDir, 'base', 'file'), 'utf8')).toBe('data');
    expect(statSync(dirs.databaseDir).mode & 0o777).toBe(0o700);
    expect(existsSync(`${dirs.databaseDir}.copying`)).toBe(false);
    expect(await pendingTemplatePassword(dirs.dataDir)).toBe('template-secret');
  });

  it('is not used when it was made for other binaries, migrations or database', async () => {
    const dirs = fakeTemplate('made-from-something-else');
    expect(await copyClusterTemplate({ ...dirs, database: 'managewell', owner: {} })).toBe(false);
    expect(existsSync(dirs.databaseDir)).toBe(false);
    expect(await pendingTemplatePassword(dirs.dataDir)).toBeNull();
    const other = fakeTemplate(templateKey('managewell'));
    expect(await copyClusterTemplate({ ...other, database: 'another', owner: {} })).toBe(false);
  });
});
