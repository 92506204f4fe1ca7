import { createAppConfig } from '@managewell/mf';

const base = createAppConfig({
  name: 'website-admin',
  dir: import.meta.dirname,
  kind: 'remote',
  port: 3101,
  exposes: { './routes': './src/routes.ts', './menu': './src/menu.ts' },
});

/**
 * The rich-text editor (TipTap on ProseMirror) and drag and drop (dnd-kit) are loaded only by the
 * studio's pages; split by library so no chunk passes the size budget.
 */
const LIBRARY_CHUNKS = {
  'lib-prosemirror-view': /[\\/]node_modules[\\/]prosemirror-view[\\/]/,
  'lib-prosemirror':
    /[\\/]node_modules[\\/](prosemirror-(?!view)[a-z-]+|orderedmap|rope-sequence|w3c-keyname)[\\/]/,
  'lib-tiptap': /[\\/]node_modules[\\/]@tiptap[\\/]/,
  'lib-dnd-kit': /[\\/]node_modules[\\/]@dnd-kit[\\/]/,
};

export default (env, argv) => {
  const config = base(env, argv);
  const split = config.optimization?.splitChunks;
  if (split && typeof split === 'object') {
    split.cacheGroups = {
      ...split.cacheGroups,
      ...Object.fromEntries(
        Object.entries(LIBRARY_CHUNKS).map(([name, test]) => [
          name,
          { test, name, chunks: 'async', enforce: true, priority: 20 },
        ]),
      ),
    };
  }
  return config;
};
