import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The package root is a shared module every staff page loads before its first paint, and antd is
 * shared one component at a time: a component imported by any module of the root is downloaded on
 * every first page. These are the ones the root may use; a heavier component belongs behind a
 * subpath export (as `@managewell/ui/change-request-alert`) imported by the pages that show it.
 */
const FIRST_PAGE_COMPONENTS = ['Breadcrumb', 'Button', 'Empty', 'Flex', 'Spin', 'theme'];

const dir = import.meta.dirname;

function rootModules(): string[] {
  const index = readFileSync(path.join(dir, 'index.ts'), 'utf8');
  return [...index.matchAll(/from '\.\/([^']+)'/g)].map((m) => {
    const base = path.join(dir, m[1] ?? '');
    const file = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find(existsSync);
    if (!file) throw new Error(`index.ts exports ${m[1]}, which is not a file`);
    return file;
  });
}

function antdValues(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'antd'/g)].flatMap((m) =>
    m[1]
      ? []
      : (m[2] ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name !== '' && !name.startsWith('type ')),
  );
}

describe('the package root', () => {
  it('uses only the antd components every first page downloads anyway', () => {
    const used = rootModules().flatMap((file) =>
      antdValues(file).map((name) => `${name} (${path.basename(file)})`),
    );
    const extra = used.filter((entry) => !FIRST_PAGE_COMPONENTS.includes(entry.split(' ')[0] ?? ''));
    expect(extra).toEqual([]);
  });
});
