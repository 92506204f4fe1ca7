import swagger from '@fastify/swagger';
import swaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import { apiDocsEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'yaml';
import type { AppContext } from '../context';
import { openApiDocument, registerEndpoints } from '../http';

type UiConfig = NonNullable<FastifySwaggerUiOptions['uiConfig']>;

export const API_DOCS_PREFIX = '/api/docs';

/**
 * Swagger UI's request interceptor, given as source: the plugin writes a function's text into its
 * initializer file, and a function compiled here could carry the bundler's helpers. It signs the
 * reference's requests (the document, "Try it out") with the staff session the apps keep.
 */
const SIGN_WITH_SESSION = `function (request) {
  try {
    var session = JSON.parse(window.localStorage.getItem('isUserLogged') || 'null');
    if (session && session.token) request.headers.Authorization = 'Bearer ' + session.token;
  } catch (error) {}
  return request;
}`;

function sourceFunction<T>(source: string): T {
  const stand = (value: unknown) => value;
  stand.toString = () => source;
  return stand as T;
}

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document of every route) and the interactive reference
 * at /api/docs (Swagger UI, its files served from here: no CDN, the site's CSP unchanged). Both
 * readable by anyone when API_DOCS=public, otherwise by signed-in staff; the reference's page and
 * scripts are public (they are Swagger UI's own files), its document is not.
 */
export async function apiDocsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const access = ctx.config.apiDocs;
  // Built on first use: by then every route is registered.
  let document: Record<string, unknown> | undefined;
  const documentOf = () => {
    document ??= openApiDocument(app.routeAccessTable, { version: '1.0.0' });
    return document;
  };

  // The plugin writes its YAML form anew on every request (slow for a document this size): once here.
  let yamlText: string | undefined;
  const servedYaml = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.url !== `${API_DOCS_PREFIX}/yaml`) return;
    yamlText ??= stringify(documentOf());
    return reply.type('application/x-yaml').send(yamlText);
  };

  const { reference, ...served } = apiDocsEndpoints;
  // Serialised once too: the document is about 800 KB of JSON.
  let jsonText: string | undefined;
  registerEndpoints(app, served, {
    openapi: {
      access,
      handler: ({ reply }) => {
        jsonText ??= JSON.stringify(documentOf());
        return reply.type('application/json; charset=utf-8').send(jsonText);
      },
    },
  });

  app.grantAccessUnder(API_DOCS_PREFIX, (url) =>
    url === `${API_DOCS_PREFIX}/json` || url === `${API_DOCS_PREFIX}/yaml` ? access : 'public',
  );
  // The plugin's static mode; the reference's /json answers the live document instead. Its page
  // (`reference`) is the plugin's route, declared for the reference only.
  void reference;
  await app.register(swagger, {
    mode: 'static',
    specification: {
      document: { openapi: '3.1.0', info: { title: 'Managewell API', version: '1.0.0' }, paths: {} },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    transformSpecification: () => documentOf(),
    transformSpecificationClone: false,
    theme: { title: 'Managewell API' },
    uiHooks: { onRequest: servedYaml },
    uiConfig: {
      requestInterceptor: sourceFunction<UiConfig['requestInterceptor']>(SIGN_WITH_SESSION),
      persistAuthorization: false,
    },
  });
}
