// One rspack + Module Federation config factory for the shell and every remote.
// Each app's rspack.config.mjs is a call to `createAppConfig`, so the build rules,
// the shared singletons and the dev-server set-up live in one place.
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import { DEFAULT_BUDGETS, SizeBudgetPlugin } from './budget.mjs';
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
  // The API package's stateful entry (client, token, live channel); its area calls are bundled by
  // each app that makes them, so a page carries only the calls and route tables it uses.
  '@managewell/api/core',
  '@managewell/auth',
  '@managewell/ui',
];

/**
 * antd is shared one component at a time: `import { Button } from 'antd'` is compiled to
 * `import Button from 'antd/es/button'` (see `antdImports`), and each `antd/es/<component>` is a
 * shared singleton of its own. A page downloads the components it renders (and antd's common
 * core once), not the whole kit. The host provides every component of its antd (each loaded
 * only when asked for), so a remote that needs a component the host's own pages never use still
 * gets the host's copy — one antd instance, one theme — and the remote's own copy is only the
 * fallback when no host provides it (the remote running alone).
 */
export const ANTD_ENTRY = 'antd/es/';

/** swc's babel-plugin-import port: named antd imports become per-component imports. */
export const antdImports = [
  { libraryName: 'antd', customName: `${ANTD_ENTRY}{{ kebabCase member }}`, style: false },
];

/** antd's component folders (every folder of antd/es with an index, but its internals). */
export function antdComponents(antdDir) {
  const es = path.join(antdDir, 'es');
  return readdirSync(es, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && entry.name !== 'style')
    .filter((entry) => existsSync(path.join(es, entry.name, 'index.js')))
    .map((entry) => entry.name);
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
const packageOf = (name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

function readManifest(appDir, name) {
  // Read the manifest from the app's own node_modules: `require('<pkg>/package.json')`
  // is refused by packages whose `exports` map does not list it (ours among them).
  const manifest = path.join(appDir, 'node_modules', name, 'package.json');
  if (!existsSync(manifest)) return null; // the app does not depend on it: nothing to share from here
  return JSON.parse(readFileSync(manifest, 'utf8'));
}

/**
 * The `shared` option of ModuleFederationPlugin, versions read from the app's own dependencies.
 * `names` narrows the list: an app that must stay small (the public site) shares only React.
 * `provideAll`: the host offers every antd component, a remote only those it imports.
 * `hostOnly`: the app takes every shared library from the host and bundles no copy of its own (a
 * remote's production build: the shell always provides them, so a fallback copy is never loaded,
 * while declaring one costs every first page its factories and chunk lists).
 */
export function sharedConfig(
  appDir,
  names = sharedSingletons,
  { provideAll = false, hostOnly = false } = {},
) {
  const shared = {};
  for (const name of names) {
    const manifest = readManifest(appDir, packageOf(name));
    if (!manifest) continue;
    const { version } = manifest;
    const config = {
      singleton: true,
      version,
      requiredVersion: name.startsWith('@managewell/') ? false : `^${version.split('.')[0]}.0.0`,
      ...(hostOnly ? { import: false } : {}),
    };
    if (name !== 'antd') {
      shared[name] = config;
    } else if (provideAll) {
      // Keyed by file, as Module Federation provides a module named by a path even when the
      // app itself never imports it (a package name is only provided once imported).
      const antdDir = realpathSync(path.join(appDir, 'node_modules', 'antd'));
      for (const component of antdComponents(antdDir)) {
        shared[path.join(antdDir, 'es', component, 'index.js')] = {
          ...config,
          shareKey: `${ANTD_ENTRY}${component}`,
        };
      }
    } else {
      shared[ANTD_ENTRY] = config;
    }
  }
  return shared;
}

/** TypeScript and JSX through swc (our packages included, other dependencies as published). */
function scriptRule(dev) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules[\\/](?!\.pnpm[\\/]@managewell)/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: dev } },
        target: 'es2022',
      },
      transformImport: antdImports,
    },
    type: 'javascript/auto',
  };
}

/**
 * antd's drawer, menu, modal and tooltip import `FormProvider`'s context from
 * `@rc-component/form` (through `_util/ContextIsolator` → `form/context`). The package declares
 * no `sideEffects`, so that import kept its whole index — fields, lists, validation, 12 KB
 * brotli — on every page. Its index only re-exports and decorates its default export, so it is
 * marked side-effect free: a named import then links to the one module it needs (see docs/decisions/0010-light-components-first-pages.md).
 */
const rcFormBarrel = {
  test: /[\\/]node_modules[\\/]@rc-component[\\/]form[\\/]es[\\/]index\.js$/,
  sideEffects: false,
};

/**
 * antd's button and tag styles import `isBright` from the colour picker's presets file, which
 * imports Collapse: with antd shared per component, every page downloaded Collapse. Those two
 * imports get `antdIsBright.js` (the same function, alone) instead; the colour picker itself keeps
 * its presets file. Checked by antdIsBright.test.mjs against the installed antd's source.
 */
const ANTD_COLOR_PRESETS = /[\\/]color-picker[\\/]components[\\/]ColorPresets(?:\.js)?$/;
const ANTD_IS_BRIGHT_USERS =
  /[\\/]antd[\\/]es[\\/](?:button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/;
function antdIsBrightOnly() {
  return new rspack.NormalModuleReplacementPlugin(ANTD_COLOR_PRESETS, (resource) => {
    if (ANTD_IS_BRIGHT_USERS.test(resource.contextInfo?.issuer ?? '')) {
      resource.request = path.join(import.meta.dirname, 'antdIsBright.js');
    }
  });
}

/**
 * antd's Form checks `rules` with @rc-component/async-validator, which @rc-component/form's
 * validateUtil.js imports with the form (~4 KB brotli on every page with a form). That
 * import gets `lazyAsyncValidator.js` instead: the same class, downloaded on the first validation
 * (checked by lazyAsyncValidator.test.mjs against the installed @rc-component/form). In the host
 * only: a remote's fallback copy of antd is not downloaded when the host provides antd, and its
 * extra chunks would only lengthen the remote's entry (its chunk table).
 */
const ASYNC_VALIDATOR = /^@rc-component[\\/]async-validator$/;
const ASYNC_VALIDATOR_USER = /[\\/]@rc-component[\\/]form[\\/]es[\\/]utils[\\/]validateUtil\.js$/;
function asyncValidatorOnUse() {
  return new rspack.NormalModuleReplacementPlugin(ASYNC_VALIDATOR, (resource) => {
    if (ASYNC_VALIDATOR_USER.test(resource.contextInfo?.issuer ?? '')) {
      resource.request = path.join(import.meta.dirname, 'lazyAsyncValidator.js');
    }
  });
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
  // antd is shared per component: its modules are grouped by the default rules instead.
  const whole = shared.filter((name) => name !== 'antd');
  const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const cacheGroups = Object.fromEntries(
    whole.map((name) => {
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
  return { chunks: 'async', minSize: 4000, maxAsyncRequests: 100, cacheGroups };
}

/** A cache group of the host: the modules of `packages` in one named chunk. */
function hostGroup(name, packages, priority) {
  return {
    // A package's folder, or one file of it (`antd/es/app/context` → context.js).
    test: new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join('|')})(?:[\\\\/]|\\.js$)`),
    name,
    chunks: 'async',
    enforce: true,
    priority,
  };
}

/**
 * The host's libraries in a few named chunks instead of a hundred small ones (see
 * docs/decisions/0009-host-named-chunks.md): each file costs ~330 bytes of headers, and small files compress worse). The host's copies are the ones
 * every page uses, so grouping them downloads nothing a remote would have brought itself.
 * - `react`: what the sign-in page needs too (kept apart from the rest, so it stays light);
 * - `libs`: the back office's other shared libraries, needed by every signed-in page;
 * - `antd-base`: antd's core (theme, CSS-in-JS, config) and the components the layout renders
 *   on every page, with the rc-components under them. Other components (Table, Form, Select,
 *   pickers…) stay one chunk each, downloaded by the page that renders them.
 */
export const HOST_ANTD_BASE = [
  '_util',
  'avatar',
  'badge',
  'breadcrumb',
  'button',
  'col',
  'config-provider',
  'drawer',
  'dropdown',
  'empty',
  'flex',
  'grid',
  'layout',
  'locale',
  'menu',
  'popover',
  'row',
  'skeleton',
  'space',
  'spin',
  'statistic',
  'style',
  'theme',
  'tooltip',
  'version',
  'watermark',
];

const S = '[\\\\/]';
const HOST_ANTD_BASE_PACKAGES = [
  `antd${S}es${S}(?:${HOST_ANTD_BASE.join('|')})`,
  // antd's App context alone: the shell provides it (LazyAntApp); <App> loads on first use.
  `antd${S}es${S}app${S}context`,
  // Pieces of other components that the ones above import (locales, colour util).
  `antd${S}es${S}(?:calendar|date-picker|time-picker)${S}locale`,
  `antd${S}es${S}color-picker${S}(?:util|color)`,
  `@ant-design${S}(?:cssinjs|cssinjs-utils|colors|fast-color)`,
  `@ant-design${S}icons${S}es${S}(?:components|utils|colorUtils|cssUtils|refUtils)`,
  `@rc-component${S}(?:util|motion|trigger|menu|overflow|dropdown|drawer|portal|resize-observer|tooltip|context|color-picker)`,
  `@rc-component${S}(?:picker|pagination)${S}(?:es|lib)${S}locale`,
  `@emotion${S}(?:hash|unitless)`,
  `@babel${S}runtime`,
  'stylis',
  'clsx',
  'classnames',
  'is-mobile',
  'react-is',
  'throttle-debounce',
  'compute-scroll-into-view',
  'scroll-into-view-if-needed',
];

function hostChunks(shared) {
  const split = sharedChunks(shared);
  split.cacheGroups = {
    ...split.cacheGroups,
    'host-react': hostGroup('react', ['react', 'react-dom', 'scheduler'], 50),
    'host-libs': hostGroup(
      'libs',
      ['react-router', 'react-router-dom', 'axios', 'jotai', 'dayjs', 'cookie', 'set-cookie-parser'],
      50,
    ),
    'host-antd-base': hostGroup('antd-base', HOST_ANTD_BASE_PACKAGES, 40),
  };
  return split;
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
 * @param {{ entry?: number, chunk?: number }} [options.budget]  KB of brotli (budget.mjs has the defaults)
 */
export function createAppConfig({
  name,
  dir,
  kind,
  exposes = {},
  port = 3100,
  title = 'Managewell',
  shared = sharedSingletons,
  budget = {},
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
    const precompress = new PrecompressPlugin();
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
          scriptRule(dev),
          rcFormBarrel,
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
          shared: sharedConfig(dir, shared, { provideAll: isHost, hostOnly: !isHost && !dev }),
          // A copy already in use wins over a newer one offered later (the host's components
          // stay the ones every remote gets), and all antd components come from one build.
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(import.meta.dirname, 'oneAntd.js')],
          // One Module Federation runtime on the page: the host hands its runtime core to the
          // remotes, whose production builds leave it out (a standalone dev page keeps its own).
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : dev ? {} : { externalRuntime: true }),
            // Compiled out of the runtime: loading in Node, and the manifest snapshots (remotes are
            // plain remoteEntry.js URLs); a remote loads no remotes of its own.
            optimization: { target: 'web', disableSnapshot: true, disableRemote: !isHost && !dev },
          },
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
        antdIsBrightOnly(),
        // The host's Form is the one that runs; a remote's copy is only its fallback.
        isHost && asyncValidatorOnUse(),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(mode),
          // Which build of this app is running (shown in the layout, used to check a swap).
          __MW_BUILD__: JSON.stringify(process.env.MW_BUILD_LABEL ?? buildLabel()),
        }),
        !dev && precompress,
        !dev &&
          new SizeBudgetPlugin({
            app: name,
            appDir: dir,
            shared,
            budget: { ...DEFAULT_BUDGETS[kind], ...budget },
            entryFile: (file) => (isHost ? file.startsWith('main.') : file === 'remoteEntry.js'),
            brotliSize: (file) => precompress.brotliSizes.get(file),
          }),
      ].filter(Boolean),
      optimization: {
        minimize: !dev,
        splitChunks: dev ? undefined : isHost ? hostChunks(shared) : sharedChunks(shared),
      },
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

/** Where a page build writes its entry's file name (read by the app's server-rendering build). */
export const PAGE_ENTRY_MANIFEST = 'page-entry.json';

/** Writes PAGE_ENTRY_MANIFEST: `{ "script": "page.<hash>.js" }`, the entry chunk's file. */
class PageEntryManifestPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageEntryManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PageEntryManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const script = compilation.entrypoints
            .get('page')
            .getFiles()
            .find((file) => file.endsWith('.js'));
          compilation.emitAsset(
            PAGE_ENTRY_MANIFEST,
            new rspack.sources.RawSource(`${JSON.stringify({ script })}\n`),
          );
        },
      );
    });
  }
}

/**
 * A remote's own page script, built alone (no Module Federation): for a page that is not the back
 * office and needs nothing of the shell (the public site's server-rendered pages). Production
 * only; written beside the remote's federated build in `dist/` (`page.<hash>.js` and its chunks,
 * `page-entry.json` naming the entry), so it must run after that build (which cleans `dist/`).
 * @param {{ name: string, dir: string, entry: string, budget?: { entry?: number, chunk?: number } }} options
 */
export function createPageConfig({ name, dir, entry, budget = {} }) {
  const precompress = new PrecompressPlugin();
  return {
    mode: 'production',
    context: dir,
    entry: { page: entry },
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].[contenthash:10].js',
      chunkFilename: 'page-[id].[contenthash:10].js',
      uniqueName: `managewell_${name.replace(/-/g, '_')}_page`,
      clean: false,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: { rules: [scriptRule(false), { test: /\.css$/, type: 'css/auto' }] },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        __MW_BUILD__: JSON.stringify(process.env.MW_BUILD_LABEL ?? buildLabel()),
      }),
      new PageEntryManifestPlugin(),
      precompress,
      new SizeBudgetPlugin({
        app: `${name} page`,
        appDir: dir,
        shared: ['react', 'react-dom'],
        budget: { ...DEFAULT_BUDGETS.page, ...budget },
        entryFile: (file) => file.startsWith('page.'),
        brotliSize: (file) => precompress.brotliSizes.get(file),
      }),
    ],
    optimization: {
      minimize: true,
      // One script on the page: the entry holds React and the first page (no initial split
      // chunks, which the single <script> would not load); later pieces are async chunks.
      splitChunks: { chunks: 'async' },
    },
    performance: { hints: false },
  };
}
