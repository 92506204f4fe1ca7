import type { z } from 'zod';
import type { Role } from './roles';

/** Who may call a route: anyone, any signed-in staff member, or the listed roles. */
export type Access = 'public' | 'authenticated' | readonly Role[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * An answer other than JSON in the `{ success }` envelope: a download, an event stream, a redirect,
 * a page, or JSON sent as it is ('bare': the health check, the OpenAPI document).
 */
export type AnswerKind = 'json' | 'bare' | 'file' | 'stream' | 'redirect' | 'html';

/** What Fastify needs beyond the declaration; the server applies these as they are. */
export interface EndpointOptions {
  /** Open to a user who still has to replace a temporary password (sign-out, me, change it). */
  beforePasswordChange?: boolean;
  /** A body limit other than the server's default, in bytes. */
  bodyLimit?: number;
}

/** One endpoint, declared once: the server registers it, the front end calls it, the docs describe it. */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify's form: `/api/leads/:id`. */
  path: string;
  access: Access;
  /** One line for the reference and docs/api.md. */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `success` payload of a JSON answer (the API wraps answers in `{ success }`); for 'bare', the whole body. */
  answer?: z.ZodType;
  /** 'json' when absent. */
  answerKind?: AnswerKind;
  /** The status of a successful answer when it is not 200 (201 for a creation, 204, 202). */
  status?: number;
  /** Error statuses this route answers beyond those every route has (e.g. 404, 409, 429). */
  errors?: readonly number[];
  options?: EndpointOptions;
}

/** Keeps the literal method, path and schema types, so calls and handlers are typed from them. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** A schema's parsed type, or undefined when the part is not declared. */
export type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** What a caller sends for a part, or undefined when the part is not declared. */
export type Sent<S> = S extends z.ZodType ? z.input<S> : undefined;
/** The `success` payload of an endpoint's answer. */
export type AnswerOf<E extends Endpoint> = E['answer'] extends z.ZodType ? z.output<E['answer']> : unknown;

/** 'public', 'authenticated' or the roles, comma-separated (the access table's wording). */
export function describeAccessText(access: Access): string {
  return typeof access === 'string' ? access : access.join(', ');
}
