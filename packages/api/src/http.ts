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
