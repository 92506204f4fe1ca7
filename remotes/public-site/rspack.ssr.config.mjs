// The server-rendering build of the public site: src/ssr.tsx → dist-ssr/render.mjs, one ES module
// for Node with React, react-dom/server and wouter bundled (no federation). The server imports it
// to render public pages and to inline the site's CSS (imported here as minified text: `?raw`).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_ENTRY_MANIFEST } from '@managewell/mf';
import { rspack } from '@rspack/core';

const dir = import.meta.dirname;

/** The page script's file (rspack.page.config.mjs, built before this), or null without that build. */
function pageScript() {
  const manifest = path.join(dir, 'dist', PAGE_ENTRY_MANIFEST);
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).script : null;
}

/** Browsers the inlined CSS is written for (lightningcss adds prefixes and lowers syntax as needed). */
const CSS_TARGETS = ['chrome >= 100', 'firefox >= 100', 'safari >= 15', 'edge >= 100'];

export default {
  mode: 'production',
  context: dir,
  target: 'node20',
  entry: { render: './src/ssr.tsx' },
  output: {
    path: path.join(dir, 'dist-ssr'),
    filename: '[name].mjs',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  experiments: { outputModule: true },
  devtool: 'source-map',
  resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
  module: {
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules[\\/](?!\.pnpm[\\/]@managewell)/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: false } },
            target: 'es2022',
          },
        },
        type: 'javascript/auto',
      },
      {
        test: /\.css$/,
        resourceQuery: /raw/,
        type: 'asset/source',
        use: [{ loader: 'builtin:lightningcss-loader', options: { minify: true, targets: CSS_TARGETS } }],
      },
    ],
  },
  plugins: [
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify('production'),
      __PAGE_SCRIPT__: JSON.stringify(pageScript()),
    }),
  ],
  optimization: { minimize: false, splitChunks: false },
  performance: { hints: false },
};
