import type { RemoteName } from '@managewell/api';
import type { EndpointPath } from '@managewell/api/endpoints';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type { RemoteName };

type RemoteUrls = Record<RemoteName, string>;

const federationName = (remote: RemoteName) => remote.replace(/-/g, '_');

/** Written out (checked against its declaration): the shell's first chunk carries no route table. */
const REMOTES_ENDPOINT: EndpointPath<'web.remotes'> = '/remotes.json';
let urls: Promise<RemoteUrls> | null = null;
const registered = new Set<RemoteName>();

/**
 * Remote URLs are resolved at run time from the server (GET /remotes.json), so a
 * remote can be replaced without rebuilding the shell or the other remotes.
 */
function remoteUrls(): Promise<RemoteUrls> {
  // Server-rendered public pages carry the list inline (one request fewer before the site starts).
  const inline = document.getElementById('mw-remotes')?.textContent;
  if (inline && !urls) urls = Promise.resolve(JSON.parse(inline) as RemoteUrls);
  urls ??= fetch(REMOTES_ENDPOINT, { cache: 'no-cache' }).then(async (response) => {
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return (await response.json()) as RemoteUrls;
  });
  urls.catch(() => {
    urls = null; // try again next time
  });
  return urls;
}

async function ensureRegistered(remote: RemoteName, force: boolean) {
  if (registered.has(remote) && !force) return;
  const entry = (await remoteUrls())[remote];
  if (!entry) throw new Error(`No URL configured for the ${remote} module.`);
  registerRemotes([{ name: federationName(remote), entry: new URL(entry, location.href).href }], { force });
  registered.add(remote);
}

const modules = new Map<string, Promise<unknown>>();

/**
 * Loads `./<exposed>` of a remote, once; a failed load is forgotten so that
 * `retry` (or the next visit) fetches the remote afresh.
 */
export function loadRemoteModule<T>(remote: RemoteName, exposed: string, retry = false): Promise<T> {
  const key = `${remote}/${exposed}`;
  const cached = modules.get(key);
  if (cached && !retry) return cached as Promise<T>;
  const loading = (async () => {
    await ensureRegistered(remote, retry);
    const module = await loadRemote<T | { default: T }>(`${federationName(remote)}/${exposed}`);
    if (!module) throw new Error(`The ${remote} module did not provide ${exposed}.`);
    return module as T;
  })();
  modules.set(key, loading);
  loading.catch(() => modules.delete(key));
  return loading;
}
