import type { Config } from '../../platform/config';
import type { HelloLeadsPayload } from './payload';

export type HelloLeadsSettings = Config['helloLeads'];

/** The service's own path for creating a lead (SPEC 7). */
export const HELLOLEADS_LEADS_PATH = '/index.php/private/api/leads';

/**
 * How one delivery attempt ended:
 * - delivered: 2xx, with what the service answered;
 * - rejected: the service refused the payload (4xx other than 408/429): retrying cannot help;
 * - unavailable: 5xx, 408/429, timeout or no connection: worth retrying later.
 */
export type DeliveryOutcome =
  | { kind: 'delivered'; status: number; response: unknown }
  | { kind: 'rejected'; status: number; error: string }
  | { kind: 'unavailable'; error: string };

/** True when the e-mail, API key and list key are all set: only then are leads forwarded. */
export function isHelloLeadsConfigured(
  settings: HelloLeadsSettings,
): settings is HelloLeadsSettings & { email: string; apiKey: string; listKey: string } {
  return Boolean(settings.email && settings.apiKey && settings.listKey);
}

const MAX_KEPT_TEXT = 2000;

/** The answer body as JSON when it is JSON, else its (shortened) text. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { text: text.slice(0, MAX_KEPT_TEXT) };
  }
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `HelloLeads did not answer within ${timeoutMs} ms.`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
  const message = error instanceof Error ? error.message : String(error);
  return `Could not reach HelloLeads: ${cause ?? message}`;
}

/**
 * Posts one lead to HelloLeads. Never throws: every ending is a DeliveryOutcome.
 * The API key goes only into the request header; it is never part of an outcome.
 */
export async function postLeadToHelloLeads(
  settings: HelloLeadsSettings & { email: string; apiKey: string },
  payload: HelloLeadsPayload,
): Promise<DeliveryOutcome> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(`${settings.baseUrl}${HELLOLEADS_LEADS_PATH}`, {
      method: 'POST',
      headers: {
        Xemail: settings.email,
        'hls-key': settings.apiKey,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    body = await readBody(response);
  } catch (error) {
    return { kind: 'unavailable', error: describeFailure(error, settings.timeoutMs) };
  }
  if (response.ok) return { kind: 'delivered', status: response.status, response: body };
  const detail = body === null ? '' : `: ${JSON.stringify(body).slice(0, MAX_KEPT_TEXT)}`;
  const error = `HelloLeads answered ${response.status}${detail}`;
  const retryable = response.status >= 500 || response.status === 408 || response.status === 429;
  return retryable ? { kind: 'unavailable', error } : { kind: 'rejected', status: response.status, error };
}
