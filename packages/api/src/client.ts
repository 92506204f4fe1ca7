import axios, { type AxiosError, type AxiosInstance } from 'axios';
import { type ApiErrorBody, isApiErrorBody } from './contract/errors';

/** SPEC 7: a failure without a response body rejects with this text. */
export const WRONG_SERVICES = 'Wrong Services';

/** What a failed call rejects with: the response body, or 'Wrong Services' when there is none. */
export type ApiFailure = ApiErrorBody | typeof WRONG_SERVICES | unknown;

export interface ApiClientOptions {
  /** The API root; '' means same origin (the production set-up). */
  baseURL?: string;
  /** Reads the current token at call time. */
  getToken: () => string | null | undefined;
  /** Called once per 401 on an authenticated call (expired or revoked token). */
  onUnauthorized?: () => void;
}

export function createApiClient({ baseURL = '', getToken, onUnauthorized }: ApiClientOptions): AxiosInstance {
  const client = axios.create({ baseURL, timeout: 30_000 });
  client.interceptors.request.use((config) => {
    const token = getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(
    (response) => response,
    (error: AxiosError) => {
      const response = error.response;
      if (response?.status === 401 && error.config?.headers?.has('Authorization')) onUnauthorized?.();
      const body = response?.data;
      return Promise.reject(body === undefined || body === null || body === '' ? WRONG_SERVICES : body);
    },
  );
  return client;
}

/** A sentence to show a person for any failure an API call rejected with. */
export function messageOf(failure: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isApiErrorBody(failure)) return failure.message;
  if (failure === WRONG_SERVICES)
    return 'The server could not be reached. Check your connection and try again.';
  if (typeof failure === 'string' && failure.length > 0 && failure.length < 300) return failure;
  return fallback;
}

/** Per-field messages of a VALIDATION_FAILED answer, for antd Form.setFields. */
export function fieldErrorsOf(failure: unknown): Record<string, string> {
  return isApiErrorBody(failure) && failure.fields ? failure.fields : {};
}
