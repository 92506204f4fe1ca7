import type { Access, AnswerOf, Endpoint, Parsed } from '@managewell/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { type AuthUser, currentUser } from './access';
import { ApiError } from './errors';
import { parseInput } from './validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers are checked against their declarations (tests only: BuildOptions.checkAnswers). */
    checkAnswers: boolean;
  }
}

/** What a handler gets: the declared parts already parsed, and the signed-in user. */
export interface EndpointInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The caller; null only on public routes. */
  user: E['access'] extends 'public' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** JSON answers return their payload (wrapped in `{ success }` here); others send on the reply and return it. */
type HandlerAnswer<E extends Endpoint> = E extends { answerKind: 'file' | 'stream' | 'redirect' | 'html' }
  ? FastifyReply
  : AnswerOf<E> | FastifyReply;

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
) => Promise<HandlerAnswer<E>> | HandlerAnswer<E>;

/** A handler, or a handler with Fastify route options the declaration does not carry (hooks). */
export type EndpointRegistration<E extends Endpoint> =
  | EndpointHandler<E>
  | {
      handler: EndpointHandler<E>;
      options?: Omit<RouteShorthandOptions, 'config'>;
      /** The access when the deployment sets it (API_DOCS), instead of the declaration's. */
      access?: Access;
    };

export type EndpointHandlers<G extends Record<string, Endpoint>> = {
  [K in keyof G]: EndpointRegistration<G[K]>;
};

/**
 * Registers a module's declared endpoints: each route takes its method, path and access from its
 * declaration, parses the declared parts with parseInput (the usual 400 answers) and wraps the
 * handler's answer in `{ success }`.
 */
export function registerEndpoints<G extends Record<string, Endpoint>>(
  app: FastifyInstance,
  group: G,
  handlers: EndpointHandlers<G>,
): void {
  for (const key of Object.keys(group) as (keyof G & string)[]) {
    const endpoint = group[key]!;
    const registration = handlers[key] as EndpointRegistration<Endpoint>;
    const handler = typeof registration === 'function' ? registration : registration.handler;
    const extra = typeof registration === 'function' ? {} : (registration.options ?? {});
    const access = (typeof registration === 'function' ? undefined : registration.access) ?? endpoint.access;
    const kind = endpoint.answerKind ?? 'json';
    app.route({
      ...extra,
      method: endpoint.method,
      url: endpoint.path,
      ...(endpoint.options?.bodyLimit ? { bodyLimit: endpoint.options.bodyLimit } : {}),
      config: {
        access,
        ...(endpoint.options?.beforePasswordChange ? { beforePasswordChange: true } : {}),
      },
      ...(app.checkAnswers && endpoint.answer && (kind === 'json' || kind === 'bare')
        ? { onSend: answerCheck(endpoint, endpoint.answer, kind) }
        : {}),
      handler: async (request, reply) => {
        const input = {
          params: endpoint.params ? parseInput(endpoint.params, request.params, 'params') : undefined,
          query: endpoint.query ? parseInput(endpoint.query, request.query, 'query') : undefined,
          body: endpoint.body ? parseInput(endpoint.body, request.body, 'body') : undefined,
          user: access === 'public' ? request.user : currentUser(request),
          request,
          reply,
        } as EndpointInput<Endpoint>;
        const answer = await handler(input);
        if (answer === reply || reply.sent) return reply;
        if (endpoint.status) reply.code(endpoint.status);
        if (endpoint.status === 204) return reply.send();
        return kind === 'bare' ? answer : { success: answer };
      },
    });
  }
}

/** Fails the answer (500) when its JSON does not match the declared schema: drift shows in the tests. */
function answerCheck(endpoint: Endpoint, schema: z.ZodType, kind: 'json' | 'bare') {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // A route that answers JSON or its page by the request (a form post) is checked on JSON only.
    const type = String(reply.getHeader('content-type') ?? 'application/json');
    if (reply.statusCode >= 300 || typeof payload !== 'string' || !type.includes('json')) return payload;
    const body = JSON.parse(payload) as { success?: unknown };
    const result = schema.safeParse(kind === 'bare' ? body : body.success);
    if (result.success) return payload;
    const where = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
      .join('; ');
    throw new ApiError(
      500,
      'ANSWER_DRIFT',
      `The answer of ${endpoint.method} ${endpoint.path} does not match its declaration: ${where}`,
    );
  };
}
