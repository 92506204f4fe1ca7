import { type ApiErrorBody, ERROR_CODES } from '@managewell/api/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { databaseUnavailableReason } from '../db';
import { ApiError } from './errors';
import { uniqueViolationConflict } from './unique-violation';
import { fieldMessages } from './validation';

/** Fastify's own request errors, answered with a clear message instead of its internal wording. */
const FASTIFY_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as JSON with the header Content-Type: application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: ERROR_CODES.badRequest,
    message: 'The Content-Length header does not match the body.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.badRequest,
    message: 'The request says it sends JSON but the body is empty.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: ERROR_CODES.badRequest,
    message: 'The request body is not valid JSON.',
  },
};

/** Seconds a client is told to wait before retrying when the database is unavailable. */
const RETRY_AFTER_SECONDS = 5;

export const DATABASE_UNAVAILABLE_BODY: ApiErrorBody = {
  code: ERROR_CODES.unavailable,
  message: 'The database is not answering right now. Please try again in a moment.',
};

function toErrorBody(error: FastifyError | Error): { status: number; body: ApiErrorBody } {
  if (error instanceof ApiError) return { status: error.status, body: error.toBody() };
  if (error instanceof ZodError) {
    return {
      status: 400,
      body: {
        code: ERROR_CODES.validation,
        message: 'The request is not valid.',
        fields: fieldMessages(error, 'body'),
      },
    };
  }
  const code = (error as FastifyError).code;
  const known = code ? FASTIFY_ERRORS[code] : undefined;
  if (known) return { status: known.status, body: { code: known.code, message: known.message } };
  const status = (error as FastifyError).statusCode;
  if (error instanceof SyntaxError && status === 400) {
    return {
      status: 400,
      body: { code: ERROR_CODES.badRequest, message: 'The request body is not valid JSON.' },
    };
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { code: ERROR_CODES.badRequest, message: error.message } };
  }
  return {
    status: 500,
    body: {
      code: ERROR_CODES.internal,
      message: 'Something went wrong on our side. Please try again in a moment.',
    },
  };
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const unavailable = databaseUnavailableReason(error);
    if (unavailable) {
      // The reason only: the error itself may quote the statement's values (personal data).
      request.log.warn({ reason: unavailable }, 'database unavailable: answered 503');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .type('application/json; charset=utf-8')
        .send(DATABASE_UNAVAILABLE_BODY);
    }
    // A racing duplicate (two creates of the same key) is the client's conflict, not our crash.
    const { status, body } = toErrorBody(uniqueViolationConflict(error, request.body) ?? error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, body.message);
    if (error instanceof ApiError && error.headers) reply.headers(error.headers);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ApiErrorBody = {
      code: ERROR_CODES.notFound,
      message: `There is no ${request.method} ${request.url.split('?')[0]} here.`,
    };
    return reply.code(404).send(body);
  });
}
