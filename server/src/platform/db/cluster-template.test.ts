import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  copyClusterTemplate,
  pendingTemplatePassword,
  replenishSpare,
  SPARE,
  templateKey,
} from './cluster-template';

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
    expect(copied).toBe('copied');
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

  it("takes the template's spare copy by renaming it, and makes the next one from the template", async () => {
    const dirs = fakeTemplate(templateKey('managewell'));
    expect(await replenishSpare(dirs.templateDir)).toBe(true);
    expect(readFileSync(join(dirs.templateDir, SPARE, 'base', 'file'), 'utf8')).toBe('data');
    // A spare is there already: nothing to do.
    expect(await replenishSpare(dirs.templateDir)).toBe(false);
    // Marked so this test can tell the spare's copy from a copy of the template.
    writeFileSync(join(dirs.templateDir, SPARE, 'from-the-spare'), '');
    let copying = 0;
    const copied = await copyClusterTemplate({
      ...dirs,
      database: 'managewell',
      owner: {},
      onCopying: () => copying++,
    });
    expect(copied).toBe('spare');
    expect(copying).toBe(0);
    expect(existsSync(join(dirs.databaseDir, 'from-the-spare'))).toBe(true);
    expect(statSync(dirs.databaseDir).mode & 0o777).toBe(0o700);
    expect(existsSync(join(dirs.templateDir, SPARE))).toBe(false);
    expect(await pendingTemplatePassword(dirs.dataDir)).toBe('template-secret');

    // A copy left by a process that died is removed when the next spare is made.
    const left = join(dirs.templateDir, `${SPARE}.next-999999999`);
    mkdirSync(left);
    expect(await replenishSpare(dirs.templateDir)).toBe(true);
    expect(existsSync(left)).toBe(false);
    expect(existsSync(join(dirs.templateDir, SPARE, 'from-the-spare'))).toBe(false);
    expect(readFileSync(join(dirs.templateDir, SPARE, 'base', 'file'), 'utf8')).toBe('data');
  });

  it('is copied when there is no spare, saying so before the copy runs', async () => {
    const dirs = fakeTemplate(templateKey('managewell'));
    let copying = 0;
    const copied = await copyClusterTemplate({
      ...dirs,
      database: 'managewell',
      owner: {},
      onCopying: () => copying++,
    });
    expect(copied).toBe('copied');
    expect(copying).toBe(1);
  });

  it('stops making a spare when told to, leaving no partial copy', async () => {
    const dirs = fakeTemplate(templateKey('managewell'));
    const stop = new AbortController();
    stop.abort();
    expect(await replenishSpare(dirs.templateDir, stop.signal)).toBe(false);
    expect(existsSync(join(dirs.templateDir, SPARE))).toBe(false);
    expect(existsSync(join(dirs.templateDir, `${SPARE}.next-${process.pid}`))).toBe(false);
  });
});
