import { createPageConfig } from '@managewell/mf';
import { rspack } from '@rspack/core';

// The public site's own page script for server-rendered public pages (src/page.ts): React and the
// site bundled, no federation, so a visitor's first page carries one small webpack runtime instead
// of the shell and the Module Federation runtime twice (at most 130 KB gzip, see docs/decisions/0015-public-page-script.md). The file name is
// written to dist/page-entry.json, which the server-rendering build exports (PAGE_SCRIPT).
const config = createPageConfig({ name: 'public-site', dir: import.meta.dirname, entry: './src/page.ts' });

// V8's explicit compile hint (Chromium 136+): every function of the page script runs on load
// (React and the site hydrate at once), so V8 compiles them all while the script streams in, on
// a background thread, instead of on the main thread at each first call (the script's
// evaluation was one long task). Added after minification, which would drop the comment.
config.plugins.push(
  new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    entryOnly: true,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  }),
);

export default config;
