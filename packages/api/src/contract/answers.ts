import { z } from 'zod';
import { int4 } from './common';

/**
 * Building blocks of answer schemas (what the server sends back). Answers are described, not
 * parsed in production: the tests check every answer against its declaration.
 */

/** An ISO 8601 timestamp as the API writes it (`2026-01-31T10:00:00.000Z`). */
export const timestampAnswer = z.string();

/** Who did something: a user's id and username. */
export const userRefAnswer = z.object({ id: int4(), username: z.string() });

/** Who did something, with the person's name for what is printed or read by customers. */
export const personRefAnswer = userRefAnswer.extend({ name: z.string() });

/** A page of a list: `{ items, total, page, pageSize }`. */
export function pageAnswer<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** A positive database id in the path, with the message the routes have always given. */
export function pathId(message = 'The id must be a number.') {
  return z.coerce.number({ error: message }).int().min(1).max(2_147_483_647);
}

/** `{ id }` path parameters. */
export function idParams(message?: string) {
  return z.strictObject({ id: pathId(message) });
}

/** True when two types are the same; used to tie an answer schema to its hand-written interface. */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
