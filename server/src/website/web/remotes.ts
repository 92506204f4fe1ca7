import { REMOTE_NAMES, type RemoteName } from '../../platform/config';

/** The remoteEntry.js URL of every remote: the local build unless REMOTE_<NAME>_URL overrides it. */
export function remoteManifest(overrides: Partial<Record<RemoteName, string>>): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, overrides[name] ?? `/remotes/${name}/remoteEntry.js`]),
  ) as Record<RemoteName, string>;
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** Files whose names carry a content hash (app.3f9a1c2b.js) never change and may be cached for a year. */
export function looksHashed(file: string): boolean {
  const name = file.slice(file.lastIndexOf('/') + 1);
  return /[.-][0-9a-f]{8,}\./i.test(name);
}

const ASSET_EXTENSIONS =
  /\.(js|mjs|cjs|css|map|json|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|eot|otf|txt|xml|pdf|wasm|mp4|webm)$/i;

/** A path that names a file (so a miss is a 404, not the single-page app). */
export function isAssetPath(path: string): boolean {
  return ASSET_EXTENSIONS.test(path);
}

/** A bundle's source map (or its compressed sibling): the full sources, served only when enabled. */
export function isSourceMap(path: string): boolean {
  return /\.map(\.(br|gz))?$/i.test(path);
}

/** Rejects paths that climb out of their folder or carry NUL bytes. */
export function isSafeRelativePath(path: string): boolean {
  if (path.includes('\0') || path.includes('\\')) return false;
  return path.split('/').every((segment) => segment !== '..' && segment !== '.');
}
