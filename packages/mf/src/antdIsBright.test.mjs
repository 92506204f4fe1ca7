import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The shell's antd (the one every page runs).
const antdEs = path.join(
  realpathSync(path.resolve(import.meta.dirname, '../../../shell/node_modules/antd')),
  'es',
);
const read = (file) => readFileSync(path.join(antdEs, file), 'utf8');
const body = (source) => {
  const start = source.indexOf('export const isBright');
  const end = source.indexOf('\n};', start);
  return source.slice(start, end).replace(/\s+/g, ' ');
};

describe('antdIsBright.js (the build points antd’s button and tag styles to it)', () => {
  it('is the installed antd’s isBright, unchanged', () => {
    const ours = readFileSync(path.join(import.meta.dirname, 'antdIsBright.js'), 'utf8');
    expect(body(ours)).toBe(body(read('color-picker/components/ColorPresets.js')));
  });

  it('replaces the only imports the build redirects', () => {
    // createAppConfig redirects these two files' import of ColorPresets; if antd moves isBright
    // or imports more from that file, this fails and the redirect must be reviewed.
    for (const file of ['button/style/token.js', 'tag/style/index.js']) {
      expect(read(file)).toContain("import { isBright } from '../../color-picker/components/ColorPresets';");
    }
  });
});
