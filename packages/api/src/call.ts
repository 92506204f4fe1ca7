import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { AnswerOf, Sent } from './contract/endpoint';
import type { EndpointKey, Endpoints } from './contract/endpoints';
import { ROUTES } from './contract/routes.generated';
import { http } from './http';

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

/** Calls a declared endpoint and answers the whole HTTP answer (for calls that read the status or headers). */
export function callResponse<K extends EndpointKey>(
  route: K,
  input: CallArgument<K>,
  config: Omit<AxiosRequestConfig, 'method' | 'url' | 'params' | 'data'> = {},
): Promise<AxiosResponse<{ success: CallAnswer<K> }>> {
  const { method, path } = ROUTES[route];
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
 * Calls a declared endpoint and answers its `success` payload, typed from the declaration. Only
 * types come from the declarations: the page carries the method and path table, never a schema.
 */
export async function call<K extends EndpointKey>(
  route: K,
  ...[input]: keyof CallInput<K> extends never ? [input?: Record<string, never>] : [input: CallInput<K>]
): Promise<CallAnswer<K>> {
  return (await callResponse(route, input as CallArgument<K>)).data.success;
}

/** Calls a declared endpoint whose answer is a file, and answers its bytes. */
export async function callFile<K extends EndpointKey>(route: K, input: CallArgument<K>): Promise<Blob> {
  const response = await callResponse(route, input, { responseType: 'blob' });
  return response.data as unknown as Blob;
}
