import { IDEMPOTENCY_KEY_HEADER, isApiErrorBody } from '@managewell/api/contract';

/** What a form submission came to, in terms the form can show. */
export type SubmitOutcome =
  | { ok: true }
  /** The server refused some fields (400): show each message under its field. */
  | { ok: false; message: string; fields: Record<string, string> }
  /** Anything else (429, 5xx, offline): one message for the visitor. */
  | { ok: false; message: string; fields?: undefined };

const OFFLINE_MESSAGE = 'We could not reach our server. Please check your connection and try again.';
const FAILED_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * POSTs a public form (JSON object or FormData) with its submission's Idempotency-Key (the same
 * for every retry of one submission) and reads the answer: 201 is success; an ApiErrorBody gives
 * its message and field errors; anything else a plain message.
 */
export async function submitForm(
  url: string,
  body: Record<string, unknown> | FormData,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
  };
  let response: Response;
  try {
    response =
      body instanceof FormData
        ? await fetch(url, { method: 'POST', body, headers })
        : await fetch(url, {
            method: 'POST',
            body: JSON.stringify(body),
            headers: { ...headers, 'Content-Type': 'application/json' },
          });
  } catch {
    return { ok: false, message: OFFLINE_MESSAGE };
  }
  if (response.status === 201 || response.ok) return { ok: true };

  const errorBody: unknown = await response.json().catch(() => null);
  if (!isApiErrorBody(errorBody)) {
    return {
      ok: false,
      message:
        response.status === 429
          ? 'Too many attempts. Please wait a few minutes and try again.'
          : FAILED_MESSAGE,
    };
  }
  if (response.status === 400 && errorBody.fields && Object.keys(errorBody.fields).length > 0) {
    return { ok: false, message: errorBody.message, fields: errorBody.fields };
  }
  return { ok: false, message: errorBody.message };
}
