/**
 * Every failed API call answers a JSON body of this shape with a 4xx/5xx status.
 * `fields` carries per-field messages for validation failures.
 */
export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
  /** Extra data for specific codes, e.g. the matching leads of DUPLICATE_LEAD. */
  details?: unknown;
}

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  duplicateLead: 'DUPLICATE_LEAD',
  /** A temporary password HR handed out: change it before anything else. */
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  badRequest: 'BAD_REQUEST',
  internal: 'INTERNAL',
  /** The database cannot serve right now (unreachable, hung, timed out): try again shortly. */
  unavailable: 'SERVICE_UNAVAILABLE',
} as const;

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).code === 'string' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}
