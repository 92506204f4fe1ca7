import { createPageConfig } from '@managewell/mf';

// The public site's own page script for server-rendered public pages (src/page.ts): React and the
// site bundled, no federation, so a visitor's first page carries one small webpack runtime instead
// of the shell and the Module Federation runtime twice (issue 8: ≤ 130 KB gzip). The file name is
// written to dist/page-entry.json, which the server-rendering build exports (PAGE_SCRIPT).
export default createPageConfig({ name: 'public-site', dir: import.meta.dirname, entry: './src/page.ts' });
