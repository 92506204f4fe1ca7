import { type ApiErrorBody, ERROR_CODES } from '@managewell/api/contract';

/** An expected failure: answered with its status and an ApiErrorBody, never logged as a crash. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ApiErrorBody {
    return {
      code: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.details !== undefined ? { details: this.details } : {}),
    };
  }
}

export const unauthenticated = (message = 'Please sign in again: your session is missing or has expired.') =>
  new ApiError(401, ERROR_CODES.unauthenticated, message);

export const forbidden = (message = 'Your role does not allow this.') =>
  new ApiError(403, ERROR_CODES.forbidden, message);

export const notFound = (message = 'Not found.') => new ApiError(404, ERROR_CODES.notFound, message);

export const conflict = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);

export const validationFailed = (message: string, fields: Record<string, string>) =>
  new ApiError(400, ERROR_CODES.validation, message, fields);
