/** Set by the build (packages/mf): which build of this remote is running. */
declare const __MW_BUILD__: string;

/** The SSR build imports the site's CSS as text (rspack.ssr.config.mjs, asset/source). */
declare module '*.css?raw' {
  const css: string;
  export default css;
}

/** Replaced at build time by the bundler (DefinePlugin): 'production' or 'development'. */
declare const process: { readonly env: { readonly NODE_ENV?: string } };
