// Through the shared entry, not './http': the one client (and its token) every app uses.
import { http } from '@managewell/api/core';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { AnswerOf, Sent } from './contract/endpoint';
import type { EndpointKey, Endpoints } from './contract/endpoints';
import type { Route, RouteTable } from './contract/routes.generated';

type Parts<E> = {
  [P in 'params' | 'query' | 'body' as P extends keyof E
    ? E[P] extends undefined
      ? never
      : P
    : never]: Sent<E[P & keyof E]>;
};

/** What `call` takes for a route: its declared params, query and body (none: no argument). */
export type CallInput<K extends EndpointKey> = Parts<Endpoints[K]>;
export type CallAnswer<K extends EndpointKey> = AnswerOf<Endpoints[K]>;

/** `/api/leads/:id` with `{ id: 7 }` → `/api/leads/7`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the parameter ${name}.`);
    return encodeURIComponent(String(value));
  });
}

/** What a route takes: its parts, or nothing when it declares none. */
export type CallArgument<K extends EndpointKey> = keyof CallInput<K> extends never
  ? Record<string, never> | undefined
  : CallInput<K>;

/** Calls a declared route and answers the whole HTTP answer (for calls that read the status or headers). */
function requestRoute<K extends EndpointKey>(
  { method, path }: Route,
  input: CallArgument<K>,
  config: Omit<AxiosRequestConfig, 'method' | 'url' | 'params' | 'data'> = {},
): Promise<AxiosResponse<{ success: CallAnswer<K> }>> {
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: object;
    body?: unknown;
  };
  return http.request<{ success: CallAnswer<K> }>({
    ...config,
    method,
    url: fillPath(path, params),
    ...(query === undefined ? {} : { params: query }),
    ...(body === undefined ? {} : { data: body }),
  });
}

/**
 * The typed calls over some routes: `const { call } = routeCalls({ ...salesRoutes })`. Each area's
 * calls bind the tables of the modules they call, so an app carries only the method and path of the
 * routes it calls (never a schema, never another area's table).
 * - `call(route, input)` answers the declared `success` payload;
 * - `callFile(route, input)` answers a file's bytes;
 * - `callResponse(route, input, config)` answers the whole HTTP answer (status, headers).
 */
export function routeCalls<T extends RouteTable>(routes: T) {
  type Key = keyof T & EndpointKey;
  const routeOf = (key: Key) => routes[key] as Route;
  function callResponse<K extends Key>(
    route: K,
    input: CallArgument<K>,
    config: Omit<AxiosRequestConfig, 'method' | 'url' | 'params' | 'data'> = {},
  ): Promise<AxiosResponse<{ success: CallAnswer<K> }>> {
    return requestRoute(routeOf(route), input, config);
  }
  async function call<K extends Key>(
    route: K,
    ...[input]: keyof CallInput<K> extends never ? [input?: Record<string, never>] : [input: CallInput<K>]
  ): Promise<CallAnswer<K>> {
    return (await callResponse(route, input as CallArgument<K>)).data.success;
  }
  async function callFile<K extends Key>(route: K, input: CallArgument<K>): Promise<Blob> {
    const response = await callResponse(route, input, { responseType: 'blob' });
    return response.data as unknown as Blob;
  }
  return { ROUTES: routes as T & Record<Key, Route>, call, callFile, callResponse };
}
