import type { Access, Endpoint } from '@managewell/api/contract';
import { type EndpointKey, endpoints, type Region, regionOf } from '@managewell/api/endpoints';
import { z } from 'zod';
import type { RouteAccess } from './access';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

const REQUEST_SCHEMA = { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' } as const;
const ANSWER_SCHEMA = { io: 'output', unrepresentable: 'any', target: 'draft-2020-12' } as const;

/** `/api/leads/:id` → `/api/leads/{id}`; a trailing `*` becomes `{path}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}').replace(/\*$/, '{path}');
}

function pathParamNames(path: string): string[] {
  return [...openApiPath(path).matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

function jsonSchema(schema: z.ZodType, options: typeof REQUEST_SCHEMA | typeof ANSWER_SCHEMA): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, options) as JsonSchema;
  return rest;
}

/** Routes not yet declared in the contract, by the start of their path (their OpenAPI tag). */
const UNDECLARED_REGIONS: [RegExp, Region][] = [
  [
    /^\/api\/(website-frontend|website-admin|public)\b|^\/(media|sitemap\.xml|robots\.txt|preview)\b/,
    'website',
  ],
  [/^\/api\/(leads|sales|quotations)\b|^\/quotation\//, 'pipeline'],
  [/^\/api\/(chat|calendar|notification|outbox|live)\b/, 'workplace'],
  [
    /^\/api\/(hr|employee|payroll|offers|compliance|resignations|appraisal-cycles|suggestions|goal-sheets|goals|timesheets|regularisations|overtime|leave-requests|me\/)|^\/offer\//,
    'people',
  ],
];

function undeclaredRegion(url: string): Region {
  return UNDECLARED_REGIONS.find(([pattern]) => pattern.test(url))?.[1] ?? 'platform';
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid (VALIDATION_FAILED, with `fields`).',
  401: 'No valid bearer token (UNAUTHENTICATED).',
  403: 'The role may not do this, or a temporary password must be changed first.',
  404: 'Not found, or not yours to see.',
  409: 'A conflict: a stale version, a duplicate, a taken key.',
  413: 'The body is too large.',
  422: 'The request cannot be processed as sent.',
  429: 'Too many attempts: try again later.',
  503: 'The database cannot serve right now (SERVICE_UNAVAILABLE, with Retry-After).',
};

function errorAnswers(statuses: number[]): Record<string, unknown> {
  return Object.fromEntries(
    [...new Set(statuses)]
      .sort((a, b) => a - b)
      .map((status) => [
        String(status),
        {
          description: ERROR_DESCRIPTIONS[status] ?? 'An error.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      ]),
  );
}

function security(access: Access): Operation {
  return access === 'public' ? { security: [] } : { security: [{ bearer: [] }] };
}

function accessErrors(access: Access): number[] {
  return access === 'public' ? [] : [401, 403];
}

function successAnswer(endpoint: Endpoint): Record<string, unknown> {
  const status = String(endpoint.status ?? (endpoint.answerKind === 'redirect' ? 302 : 200));
  const description = endpoint.summary;
  switch (endpoint.answerKind ?? 'json') {
    case 'file':
      return {
        [status]: {
          description,
          content: {
            'application/octet-stream': {
              schema: { type: 'string', contentMediaType: 'application/octet-stream' },
            },
          },
        },
      };
    case 'stream':
      return { [status]: { description, content: { 'text/event-stream': { schema: { type: 'string' } } } } };
    case 'redirect':
      return { [status]: { description, headers: { Location: { schema: { type: 'string' } } } } };
    case 'html':
      return { [status]: { description, content: { 'text/html': { schema: { type: 'string' } } } } };
    case 'bare':
      return {
        [status]: {
          description,
          content: {
            'application/json': { schema: endpoint.answer ? jsonSchema(endpoint.answer, ANSWER_SCHEMA) : {} },
          },
        },
      };
    default: {
      if (status === '204') return { [status]: { description } };
      const success = endpoint.answer ? jsonSchema(endpoint.answer, ANSWER_SCHEMA) : {};
      return {
        [status]: {
          description,
          content: {
            'application/json': {
              schema: { type: 'object', properties: { success }, required: ['success'] },
            },
          },
        },
      };
    }
  }
}

function parameters(endpoint: Endpoint): unknown[] {
  const list: unknown[] = [];
  const params = endpoint.params ? jsonSchema(endpoint.params, REQUEST_SCHEMA) : undefined;
  for (const name of pathParamNames(endpoint.path)) {
    const schema = (params?.properties as Record<string, JsonSchema> | undefined)?.[name] ?? {
      type: 'string',
    };
    list.push({ name, in: 'path', required: true, schema });
  }
  if (endpoint.query) {
    const query = jsonSchema(endpoint.query, REQUEST_SCHEMA);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties as Record<string, JsonSchema>) ?? {})) {
      list.push({
        name,
        in: 'query',
        required: required.has(name),
        schema,
        ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
      });
    }
  }
  return list;
}

/** A declared route, with the access it was registered with (a deployment may set it: API_DOCS). */
function declaredOperation(key: string, endpoint: Endpoint, access: Access): Operation {
  const hasInput = Boolean(endpoint.params || endpoint.query || endpoint.body);
  return {
    operationId: key,
    summary: endpoint.summary,
    tags: [regionOf(key) ?? 'platform'],
    'x-access': access,
    ...security(access),
    parameters: parameters(endpoint),
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(endpoint.body, REQUEST_SCHEMA) } },
          },
        }
      : {}),
    responses: {
      ...successAnswer(endpoint),
      ...errorAnswers([...(hasInput ? [400] : []), ...accessErrors(access), ...(endpoint.errors ?? []), 503]),
    },
  };
}

/** A route registered by hand (a file or page route, not an API route): its method, path and access. */
function undeclaredOperation(route: RouteAccess): Operation {
  const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
  return {
    operationId: `${route.method.toLowerCase()} ${route.url}`,
    summary: `${route.method} ${route.url}`,
    description: 'A file or page route, not an API route: its answer is not described here.',
    tags: [undeclaredRegion(route.url)],
    'x-access': route.access,
    ...security(route.access),
    parameters: pathParamNames(route.url).map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    })),
    ...(takesBody
      ? { requestBody: { required: false, content: { 'application/json': { schema: {} } } } }
      : {}),
    responses: {
      '200': { description: 'The answer.', content: { '*/*': { schema: {} } } },
      ...errorAnswers([400, ...accessErrors(route.access), 503]),
    },
  };
}

/**
 * The OpenAPI 3.1 document of every live route: declared routes from their declarations, the rest
 * from the route table (method, path, access) (the file and page routes).
 */
export function openApiDocument(
  routes: readonly RouteAccess[],
  info: { version: string },
): Record<string, unknown> {
  const declared = new Map<string, [string, Endpoint]>();
  for (const [key, endpoint] of Object.entries(endpoints) as [EndpointKey, Endpoint][]) {
    declared.set(`${endpoint.method} ${endpoint.path}`, [key, endpoint]);
  }
  const paths: Record<string, Record<string, Operation>> = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const found = declared.get(`${route.method} ${route.url}`);
    const operation = found
      ? declaredOperation(found[0], found[1], route.access)
      : undeclaredOperation(route);
    const path = openApiPath(route.url);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Managewell API',
      version: info.version,
      description:
        'Answers are JSON `{ success: … }`; failures `{ code, message, fields? }`. Signed-in calls send `Authorization: Bearer <token>` (from POST /api/login). `x-access` names who may call a route.',
    },
    tags: [
      { name: 'website', description: 'The public site and its administration.' },
      { name: 'pipeline', description: 'Leads, sales and quotations.' },
      { name: 'people', description: 'HR, payroll, goals, offers and self-service.' },
      { name: 'workplace', description: 'Chat, calendar, notifications, mail.' },
      { name: 'platform', description: 'Sign-in, health, the API reference.' },
    ],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        ApiError: {
          type: 'object',
          properties: {
            code: { type: 'string', description: 'A stable code such as VALIDATION_FAILED or NOT_FOUND.' },
            message: { type: 'string', description: 'A sentence for the user.' },
            fields: {
              type: 'object',
              additionalProperties: { type: 'string' },
              description: 'Per-field messages of a validation failure.',
            },
            details: { description: 'Extra data of some codes (the matches of DUPLICATE_LEAD).' },
          },
          required: ['code', 'message'],
        },
      },
    },
  };
}
