// One rspack + Module Federation config factory for the shell and every remote.
// Each app's rspack.config.mjs is a call to `createAppConfig`, so the build rules,
// the shared singletons and the dev-server set-up live in one place.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { PrecompressPlugin } from './precompress.mjs';

/**
 * Libraries every app gets from one copy at run time (the host's). Stateless libraries
 * that are large when shared whole (zod with every locale, the icon set) are left out:
 * each app bundles only what it uses, which costs less than one untree-shaken copy.
 */
export const sharedSingletons = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'antd',
  'dayjs',
  'jotai',
  'axios',
  '@managewell/api',
  '@managewell/auth',
  '@managewell/ui',
];

/**
 * The `shared` option of ModuleFederationPlugin, versions read from the app's own dependencies.
 * `names` narrows the list: an app that must stay small (the public site) shares only React.
 */
export function sharedConfig(appDir, names = sharedSingletons) {
  const shared = {};
  for (const name of names) {
    // Read the manifest from the app's own node_modules: `require('<pkg>/package.json')`
    // is refused by packages whose `exports` map does not list it (ours among them).
    const manifest = path.join(appDir, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) continue; // the app does not depend on it: nothing to share from here
    const { version } = JSON.parse(readFileSync(manifest, 'utf8'));
    shared[name] = {
      singleton: true,
      version,
      requiredVersion: name.startsWith('@managewell/') ? false : `^${version.split('.')[0]}.0.0`,
    };
  }
  return shared;
}

function buildLabel() {
  const now = new Date();
  return `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Packages that travel with a shared singleton (react-dom's scheduler). */
const companions = { 'react-dom': ['scheduler'] };

/**
 * Each shared singleton's fallback copy in a chunk of its own. When the host's copy wins, the
 * remote's copy is never downloaded; bundled together with the app's other libraries (the
 * default vendors chunk) it would be downloaded anyway, for nothing.
 */
function sharedChunks(shared) {
  const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const cacheGroups = Object.fromEntries(
    shared.map((name) => {
      const packages = [name, ...(companions[name] ?? [])].map(escapeRegExp).join('|');
      return [
        `shared-${name.replace(/[@/]/g, '-')}`,
        {
          test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages})[\\\\/]`),
          chunks: 'async',
          enforce: true,
          priority: 30,
        },
      ];
    }),
  );
  return { chunks: 'async', cacheGroups };
}

/**
 * @param {object} options
 * @param {string} options.name        federation name (also the remote's folder name)
 * @param {string} options.dir         the app's folder (import.meta.dirname)
 * @param {'host'|'remote'} options.kind
 * @param {Record<string,string>} [options.exposes]
 * @param {number} [options.port]      dev-server port
 * @param {string} [options.title]     page title of the standalone/host page
 * @param {string[]} [options.shared]  singletons this app shares (default: all of sharedSingletons)
 */
export function createAppConfig({
  name,
  dir,
  kind,
  exposes = {},
  port = 3100,
  title = 'Managewell',
  shared = sharedSingletons,
}) {
  const unknownShared = shared.filter((lib) => !sharedSingletons.includes(lib));
  if (unknownShared.length > 0) {
    throw new Error(`${name}: not a shared singleton: ${unknownShared.join(', ')}`);
  }
  return (_env, argv) => {
    const mode = argv.mode ?? process.env.NODE_ENV ?? 'production';
    const dev = mode === 'development';
    const isHost = kind === 'host';
    // A remote in production is only its remoteEntry and chunks; its standalone page
    // (a minimal host for the team that owns it) is built for development only.
    const withPage = isHost || dev;
    return {
      mode: dev ? 'development' : 'production',
      context: dir,
      entry: withPage ? { main: './src/index.ts' } : {},
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: isHost ? '/' : 'auto',
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        cssFilename: '[name].[contenthash:10].css',
        cssChunkFilename: '[name].[contenthash:10].css',
        uniqueName: `managewell_${name.replace(/-/g, '_')}`,
        clean: true,
      },
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
                transform: { react: { runtime: 'automatic', development: dev } },
                target: 'es2022',
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|jpe?g|svg|webp|avif|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: name.replace(/-/g, '_'),
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes: isHost ? undefined : exposes,
          remotes: {},
          shared: sharedConfig(dir, shared),
          dts: false,
          manifest: false,
        }),
        withPage &&
          new rspack.HtmlRspackPlugin({
            template: path.join(import.meta.dirname, 'index.html'),
            templateParameters: { title },
            // Absolute script URLs: the page is served for nested paths (/app/<area>/…), while
            // chunks still locate themselves from their script's URL ('auto').
            publicPath: '/',
          }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          // Which build of this app is running (shown in the layout, used to check a swap).
          __MW_BUILD__: JSON.stringify(process.env.MW_BUILD_LABEL ?? buildLabel()),
        }),
        !dev && new PrecompressPlugin(),
      ].filter(Boolean),
      optimization: { minimize: !dev, splitChunks: dev ? undefined : sharedChunks(shared) },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: ['/api', '/remotes.json', '/remotes'],
            target: process.env.API_URL ?? 'http://localhost:3000',
          },
        ],
      },
    };
  };
}
