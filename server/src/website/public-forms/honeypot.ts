import { HONEYPOT_FIELD } from '@managewell/api/contract';
import type { FastifyRequest } from 'fastify';

/** True when the hidden field people never see was filled in: a bot. */
export function isHoneypotFilled(fields: unknown): boolean {
  if (typeof fields !== 'object' || fields === null) return false;
  const value = (fields as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/** Logs a caught bot; the answer it gets looks like a success so it learns nothing. */
export function logHoneypot(request: FastifyRequest, form: string): void {
  request.log.warn({ form, ip: request.ip }, 'public form honeypot filled: submission dropped');
}

/** What a bot is told: accepted, with no lead id. */
export const HONEYPOT_ANSWER = { success: { id: null } } as const;
