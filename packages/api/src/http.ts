import type { AxiosInstance } from 'axios';
import { createApiClient } from './client';

/**
 * The one client every app uses. The auth package installs the token source and
 * the 401 handler at start-up (`configureHttp`), so endpoint functions stay plain.
 */
let tokenSource: () => string | null | undefined = () => null;
let unauthorizedHandler: () => void = () => {};

export const http: AxiosInstance = createApiClient({
  getToken: () => tokenSource(),
  onUnauthorized: () => unauthorizedHandler(),
});

export function configureHttp(options: {
  getToken: () => string | null | undefined;
  onUnauthorized: () => void;
}) {
  tokenSource = options.getToken;
  unauthorizedHandler = options.onUnauthorized;
}

/** The signed-in user's bearer token, for calls made outside axios (the live channel's stream). */
export function currentToken(): string | null {
  return tokenSource() ?? null;
}

/** Tells the app its session is gone (a 401 outside axios). */
export function sessionRejected(): void {
  unauthorizedHandler();
}
