import { IDEMPOTENCY_KEY_HEADER, isApiErrorBody } from '@managewell/api/contract';
import type { SubmitOutcome } from './submitForm';

/**
 * POSTs a multipart form with upload progress (fetch cannot report it) and its submission's
 * Idempotency-Key, answering the same outcomes as submitForm. `onProgress` receives 0–100.
 */
export function uploadForm(
  url: string,
  body: FormData,
  idempotencyKey: string,
  onProgress: (percent: number) => void,
): Promise<SubmitOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(IDEMPOTENCY_KEY_HEADER, idempotencyKey);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        resolve({ ok: true });
        return;
      }
      let errorBody: unknown = null;
      try {
        errorBody = JSON.parse(request.responseText);
      } catch {
        // Not JSON: answered below with a plain message.
      }
      if (!isApiErrorBody(errorBody)) {
        resolve({ ok: false, message: 'Something went wrong on our side. Please try again in a moment.' });
      } else if (request.status === 400 && errorBody.fields && Object.keys(errorBody.fields).length > 0) {
        resolve({ ok: false, message: errorBody.message, fields: errorBody.fields });
      } else {
        resolve({ ok: false, message: errorBody.message });
      }
    });
    request.addEventListener('error', () =>
      resolve({
        ok: false,
        message: 'We could not reach our server. Please check your connection and try again.',
      }),
    );
    request.send(body);
  });
}
