import { describe, expect, it } from 'vitest';
import { budgetSummary, checkBudget, DEFAULT_BUDGETS, packageOf, sharedClosure } from './budget.mjs';

const KB = 1024;
const budget = DEFAULT_BUDGETS.remote;

describe('checkBudget', () => {
  it('fails a remote whose chunk grew past its budget, naming the chunk and both sizes', () => {
    const errors = checkBudget({
      app: 'sales',
      budget,
      files: [
        { file: 'remoteEntry.js', bytes: 13 * KB, kind: 'entry' },
        { file: '812.3f9a1c0b2e.js', bytes: 75.5 * KB, kind: 'chunk' },
      ],
    });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      'sales: chunk 812.3f9a1c0b2e.js is 75.5 KB (brotli), over its budget of 60.0 KB',
    );
  });

  it('fails an entry over its budget', () => {
    const errors = checkBudget({
      app: 'hr',
      budget,
      files: [{ file: 'remoteEntry.js', bytes: 31 * KB, kind: 'entry' }],
    });
    expect(errors).toEqual([
      expect.stringContaining('hr: entry remoteEntry.js is 31.0 KB (brotli), over its budget of 19.0 KB'),
    ]);
  });

  it('fails the host when a first-page chunk grows, and names it', () => {
    const files = [
      { file: 'main.1.js', bytes: 30 * KB, kind: 'entry' },
      // antd-base as it was before the layout and dashboards moved to light components (see docs/decisions/0010-light-components-first-pages.md).
      { file: 'antd-base.2.js', bytes: 149.4 * KB, kind: 'shared', name: 'antd-base' },
      { file: 'react.3.js', bytes: 57 * KB, kind: 'shared', name: 'react' },
      { file: '4.js', bytes: 200 * KB, kind: 'shared' },
    ];
    expect(checkBudget({ app: 'shell', budget: DEFAULT_BUDGETS.host, files })).toEqual([
      expect.stringContaining(
        'shell: first-page chunk "antd-base" antd-base.2.js is 149.4 KB (brotli), over its budget of 102.0 KB',
      ),
    ]);
  });

  it('passes files within budget and does not count copies of shared libraries', () => {
    const files = [
      { file: 'remoteEntry.js', bytes: 19 * KB, kind: 'entry' },
      { file: '1.js', bytes: 60 * KB, kind: 'chunk' },
      { file: 'antd-fallback.js', bytes: 400 * KB, kind: 'shared' },
    ];
    expect(checkBudget({ app: 'hr', budget, files })).toEqual([]);
    expect(budgetSummary({ app: 'hr', budget, files })).toBe(
      'size budget hr: entry remoteEntry.js 19.0 KB ≤ 19 KB; largest chunk 1.js 60.0 KB ≤ 60 KB',
    );
  });
});

describe('what a shared copy is made of', () => {
  it('reads the package of a module from its path (pnpm layout, scoped names)', () => {
    expect(packageOf('/r/node_modules/.pnpm/antd@6.6.8/node_modules/antd/es/button/index.js')).toBe('antd');
    expect(packageOf('/r/node_modules/.pnpm/x/node_modules/@rc-component/table/es/Table.js')).toBe(
      '@rc-component/table',
    );
    expect(packageOf('/r/remotes/sales/src/routes.ts')).toBeNull();
  });

  it("includes a shared library's own dependencies, not the app's other libraries", () => {
    const closure = sharedClosure(new URL('../../../shell', import.meta.url).pathname, ['antd', 'react-dom']);
    expect(closure.has('antd')).toBe(true);
    expect(closure.has('@rc-component/table')).toBe(true);
    expect(closure.has('scheduler')).toBe(true);
    expect(closure.has('zod')).toBe(false);
  });
});
