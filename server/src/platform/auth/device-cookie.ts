import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * OWASP's device cookie: after a successful sign-in the browser gets a signed (HMAC-SHA256 with a
 * server secret), HttpOnly, SameSite=Strict cookie naming the username and a random nonce. A
 * browser presenting a valid one for the username it signs in as is a known device: it has its
 * own failure budget and keeps signing in while the username is locked for unknown devices.
 */
export const DEVICE_COOKIE = 'mw_device';
/** Only the sign-in request needs it. */
const DEVICE_COOKIE_PATH = '/api/login';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** The nonce of the request's device cookie when it is validly signed for this username. */
export function knownDeviceOf(request: FastifyRequest, username: string): string | null {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  const dot = unsigned.value.indexOf('.');
  if (dot <= 0) return null;
  const nonce = unsigned.value.slice(0, dot);
  return unsigned.value.slice(dot + 1) === username.toLowerCase() ? nonce : null;
}

/** Gives the browser a fresh device cookie for the username it has just signed in as. */
export function issueDeviceCookie(request: FastifyRequest, reply: FastifyReply, username: string): void {
  const nonce = randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${nonce}.${username.toLowerCase()}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
