import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The server's structure is held by Biome's lint rules (biome.json): no import cycles, and each
// region imports only the layers under it; and by scripts/public-faces.mjs: a module is imported only
// through its face (index.ts). These tests plant a violation and see the rule fail.
const repoRoot = join(import.meta.dirname, '..', '..');
const planted: string[] = [];

function plant(relative: string, text: string): string {
  const path = join(repoRoot, relative);
  writeFileSync(path, text);
  planted.push(path);
  return relative;
}

function lint(files: string[]): { ok: boolean; output: string } {
  const result = spawnSync('pnpm', ['exec', 'biome', 'lint', '--colors=off', ...files], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

function checkFaces(): { ok: boolean; output: string } {
  const result = spawnSync('node', ['server/scripts/public-faces.mjs', '--check'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

afterEach(() => {
  for (const path of planted.splice(0)) rmSync(path, { force: true });
});

describe('server structure rules', () => {
  it('refuses an import that climbs from platform/ into a business region', () => {
    const file = plant(
      'server/src/platform/lib/structure-probe.ts',
      "export { leadRoutes } from '../../pipeline/leads/routes';\n",
    );
    const { ok, output } = lint([file]);
    expect(ok).toBe(false);
    expect(output).toContain('noRestrictedImports');
  }, 60_000);

  it('refuses an import cycle', () => {
    const a = plant(
      'server/src/platform/lib/structure-probe-a.ts',
      "export { b } from './structure-probe-b';\nexport const a = 1;\n",
    );
    const b = plant(
      'server/src/platform/lib/structure-probe-b.ts',
      "export { a } from './structure-probe-a';\nexport const b = 2;\n",
    );
    const { ok, output } = lint([a, b]);
    expect(ok).toBe(false);
    expect(output).toContain('noImportCycles');
  }, 60_000);

  it('imports other modules only through their faces', () => {
    const { ok, output } = checkFaces();
    expect(output).toContain('only through their faces');
    expect(ok).toBe(true);
  }, 60_000);

  it("refuses an import of another module's internal file", () => {
    plant(
      'server/src/website/site-audit/structure-probe.ts',
      "export { leadName } from '../../pipeline/leads/mapping';\n",
    );
    const { ok, output } = checkFaces();
    expect(ok).toBe(false);
    expect(output).toContain(
      "server/src/website/site-audit/structure-probe.ts:1: '../../pipeline/leads/mapping' is another module's internal file; import its face '../../pipeline/leads'",
    );
  }, 60_000);
});
