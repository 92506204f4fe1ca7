import { ERROR_CODES } from '@managewell/api/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdmissionLimits } from '../config';
import { ApiError } from './errors';

/** 'priority' never waits; 'anonymous' runs under the limits. */
export type Lane = 'priority' | 'anonymous';

export type Release = () => void;

interface Waiter {
  admit: (release: Release | null) => void;
  timer: NodeJS.Timeout;
}

/**
 * Two lanes: priority work (signed-in staff, sign-in, the live channel) is admitted at once, while
 * anonymous work runs at most `concurrency` at a time behind a short FIFO queue, so a flood of
 * visitors leaves the event loop free for staff requests instead of interleaving with them.
 */
export class PriorityLaneLimiter {
  private readonly waiting: Waiter[] = [];
  readonly active: Record<Lane, number> = { priority: 0, anonymous: 0 };
  /** Requests refused so far (queue full or waited too long). */
  shed = 0;

  constructor(private readonly limits: AdmissionLimits) {}

  get queued(): number {
    return this.waiting.length;
  }

  /** A release to call once when the work ends, or null when the request is shed. */
  enter(lane: Lane): Release | null | Promise<Release | null> {
    if (lane === 'priority' || this.limits.concurrency === 0) return this.admit(lane);
    if (this.active.anonymous < this.limits.concurrency && this.waiting.length === 0) return this.admit(lane);
    if (this.waiting.length >= this.limits.queue) {
      this.shed += 1;
      return null;
    }
    return new Promise<Release | null>((resolve) => {
      const waiter: Waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          this.shed += 1;
          resolve(null);
        }, this.limits.queueWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private admit(lane: Lane): Release {
    this.active[lane] += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active[lane] -= 1;
      if (lane === 'anonymous') this.next();
    };
  }

  private next(): void {
    while (this.active.anonymous < this.limits.concurrency || this.limits.concurrency === 0) {
      const waiter = this.waiting.shift();
      if (!waiter) return;
      clearTimeout(waiter.timer);
      waiter.admit(this.admit('anonymous'));
    }
  }
}

/** Public routes that stay in the priority lane: signing in and the probes. */
const PRIORITY_ROUTES = new Set(['/api/login', '/api/password-reset-requests', '/metrics']);
const SITE_PICTURE_ROUTE = '/media/:id/:variant';

/**
 * The lane of a request, from its route's declared access: a route that needs a signed-in user is
 * staff work (a forged token is refused by the access check, it cannot jump the queue).
 */
export function laneOf(request: FastifyRequest): Lane {
  const access = request.routeOptions.config?.access;
  if (access !== undefined && access !== 'public') return 'priority';
  const url = request.routeOptions.url ?? '';
  if (PRIORITY_ROUTES.has(url) || url.startsWith('/api/health')) return 'priority';
  // A page's pictures: a first visit makes each size once (seconds under load), and queued with the
  // pages they would push the pages themselves out; the variants' own worker pool bounds them.
  if (url === SITE_PICTURE_ROUTE) return 'priority';
  return isAppFile(request.url) ? 'priority' : 'anonymous';
}

/** The built app's scripts, styles and fonts: what a signed-in page loads before it can send a token. */
const APP_FILE = /^\/(?:remotes\/[a-z-]+\/)?[\w.-]+\.(?:js|mjs|css|woff2?)(?:\?|$)/;

/**
 * A file of the built shell or a remote: sent precompressed from disk, cheap, and needed by staff
 * pages (a browser asks for them without the token), so they never wait behind public pages.
 */
export function isAppFile(url: string): boolean {
  return APP_FILE.test(url);
}

const RELEASE = Symbol('admission release');

declare module 'fastify' {
  interface FastifyRequest {
    [RELEASE]?: Release;
  }
}

export const SHED_MESSAGE = 'The server is busy right now. Please try again in a moment.';

/**
 * Admission control as the first request hook: anonymous requests beyond the limits are answered
 * 503 with Retry-After before any other work is done for them.
 */
export function installAdmissionControl(app: FastifyInstance, limiter: PriorityLaneLimiter): void {
  app.addHook('onRequest', async (request, reply) => {
    const entered = limiter.enter(laneOf(request));
    const release = entered instanceof Promise ? await entered : entered;
    if (!release) {
      throw new ApiError(503, ERROR_CODES.unavailable, SHED_MESSAGE, undefined, undefined, {
        'retry-after': '1',
        'cache-control': 'no-store',
      });
    }
    request[RELEASE] = release;
    // A client gone while it waited: its place goes to the next one.
    if (request.raw.destroyed) release();
    // However the answer ends (sent, failed, or cut off mid-stream), the place is given back.
    reply.raw.once('close', release);
  });
  const done = async (request: FastifyRequest) => request[RELEASE]?.();
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
}
