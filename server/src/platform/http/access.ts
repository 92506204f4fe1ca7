import { type Access, describeAccessText, ERROR_CODES, isRole, type Role } from '@managewell/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, forbidden, unauthenticated } from './errors';

export type { Access };

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
  fullName: string;
  email: string | null;
  sessionId: number;
  tokenHash: string;
  /** A temporary password: only the routes marked `beforePasswordChange` answer. */
  mustChangePassword?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Open to a user who still has to replace a temporary password (sign-out, me, change it). */
    beforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

/**
 * A plugin's own routes (e.g. the API reference's page and files) cannot carry `config.access`:
 * the plugin is registered under a granted prefix, and this says who may call each of its routes.
 */
export type PluginAccess = (url: string) => Access;

declare module 'fastify' {
  interface FastifyInstance {
    /** Gives the routes under `prefix` that declare no access the access `accessOf` names. */
    grantAccessUnder(prefix: string, accessOf: PluginAccess): void;
  }
}

export const describeAccess = describeAccessText;

function isAccess(value: unknown): value is Access {
  if (value === 'public' || value === 'authenticated') return true;
  return Array.isArray(value) && value.length > 0 && value.every(isRole);
}

/** The signed-in user of a route that is not public (the access hook guarantees one). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

export type ResolveUser = (token: string, request: FastifyRequest) => Promise<AuthUser | null>;

/**
 * Deny by default: registering a route without `config.access` throws, so the server cannot start.
 * Returns the live route → access table (HEAD twins of GET routes left out).
 */
export function installAccessControl(app: FastifyInstance, resolveUser: ResolveUser): RouteAccess[] {
  const table: RouteAccess[] = [];
  const grants: { prefix: string; accessOf: PluginAccess }[] = [];
  app.decorateRequest('user', null);
  app.decorate('grantAccessUnder', (prefix: string, accessOf: PluginAccess) => {
    grants.push({ prefix, accessOf });
  });

  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined) {
      const grant = grants.find(({ prefix }) => route.url === prefix || route.url.startsWith(`${prefix}/`));
      if (grant) route.config = { ...route.config, access: grant.accessOf(route.url) };
    }
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!isAccess(access)) {
      throw new Error(
        `Route ${methods.join(',')} ${route.url} has no valid config.access ('public', 'authenticated' or a list of roles).`,
      );
    }
    for (const method of methods) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/.exec(header) : null;
    if (!match) throw unauthenticated('Please sign in: this needs a bearer token.');
    const user = await resolveUser(match[1]!, request);
    if (!user) throw unauthenticated();
    request.user = user;
    if (access !== 'authenticated' && !access.includes(user.role)) throw forbidden();
    if (user.mustChangePassword && !request.routeOptions.config.beforePasswordChange) {
      throw new ApiError(
        403,
        ERROR_CODES.passwordChangeRequired,
        'Please change your temporary password first.',
      );
    }
  });

  return table;
}

/** The route table as sorted text lines, e.g. for the permission snapshot test. */
export function formatRouteTable(table: RouteAccess[]): string {
  return [...table]
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method))
    .map((r) => `${r.method.padEnd(6)} ${r.url.padEnd(72)} ${describeAccess(r.access)}`)
    .join('\n');
}
