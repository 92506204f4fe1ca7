import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiMarkdown } from './markdown';

describe('docs/api.md', () => {
  it('is in step with the declarations (pnpm --filter @managewell/server api:doc)', () => {
    // Compared without layout: the formatter may pad the table's columns.
    const squash = (text: string) => text.replace(/\s+/g, '').replace(/-+/g, '-');
    expect(squash(readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8'))).toBe(
      squash(apiMarkdown()),
    );
  });
});
