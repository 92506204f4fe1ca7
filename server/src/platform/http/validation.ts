import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { validationFailed } from './errors';

export type Part = 'body' | 'query' | 'params' | 'headers';

const ROOT_MESSAGES: Record<Part, string> = {
  body: 'The request body must be a JSON object.',
  query: 'The query string is not valid.',
  params: 'The address is not valid.',
  headers: 'A request header is not valid.',
};

/** At most this many field messages are listed in one answer; the rest are counted. */
export const MAX_FIELD_MESSAGES = 20;
/** The key under which the number of unlisted field messages is reported. */
export const MORE_FIELDS_KEY = '_more';

/**
 * Turns zod issues into `{ field: message }`, keeping the first message per field. Lists at most
 * MAX_FIELD_MESSAGES fields; when there are more, `_more` says how many were left out (a body with
 * 50,000 unknown keys gets a short answer).
 */
export function fieldMessages(error: z.ZodError, part: Part): Record<string, string> {
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  const add = (key: string, message: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    if (seen.size <= MAX_FIELD_MESSAGES) fields[key] = message;
  };
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(path ? `${path}.${key}` : key, `Unknown field '${key}'.`);
    } else if (path === '') {
      add('_', ROOT_MESSAGES[part]);
    } else {
      add(path, issue.message);
    }
  }
  return withCount(fields, seen.size);
}

function withCount(fields: Record<string, string>, total: number): Record<string, string> {
  const more = total - Object.keys(fields).length;
  if (more <= 0) return fields;
  return { ...fields, [MORE_FIELDS_KEY]: `${more} more field${more === 1 ? '' : 's'} not listed.` };
}

/** 'Please correct the request. name: … email: …' from the (already capped) field messages. */
export function validationSummary(fields: Record<string, string>): string {
  const summary = Object.entries(fields)
    .map(([field, message]) =>
      field === '_' || field === MORE_FIELDS_KEY ? message : `${field}: ${message}`,
    )
    .join(' ');
  return `Please correct the request. ${summary}`;
}

// --- Text PostgreSQL cannot store ------------------------------------------------------------

export const NUL_MESSAGE = 'Please remove the NUL character (\\u0000) from this field.';
export const LONE_SURROGATE_MESSAGE =
  'This field contains a broken character (a lone UTF-16 surrogate): please type it again.';

// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why PostgreSQL could not store this text (NUL, lone surrogate), or null when it can. */
export function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/**
 * Every string in the value (object keys included) that PostgreSQL could not store, as
 * `{ 'path.to.field': message }` (capped like fieldMessages). Walks without recursion, so a deeply
 * nested body cannot exhaust the stack.
 */
export function unstorableTextFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  let total = 0;
  const report = (path: string, message: string) => {
    total += 1;
    if (total <= MAX_FIELD_MESSAGES) fields[path === '' ? '_' : path] = message;
  };
  const stack: [path: string, value: unknown][] = [['', value]];
  while (stack.length > 0) {
    const [path, current] = stack.pop()!;
    if (typeof current === 'string') {
      const problem = unstorableText(current);
      if (problem) report(path, problem);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--)
        stack.push([path ? `${path}.${i}` : String(i), current[i]]);
    } else if (typeof current === 'object' && current !== null && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const keyProblem = unstorableText(key);
        // A broken key is reported under a readable name (and its value is not looked at).
        if (keyProblem) report(path || '_', `A field name: ${keyProblem}`);
        else stack.push([path ? `${path}.${key}` : key, child]);
      }
    }
  }
  return withCount(fields, total);
}

function refuseUnstorableText(data: unknown): void {
  const fields = unstorableTextFields(data);
  if (Object.keys(fields).length > 0) throw validationFailed(validationSummary(fields), fields);
}

/** The parts of a multipart part this check reads (@fastify/multipart's MultipartFile/MultipartValue). */
interface MultipartPart {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  value?: unknown;
  file?: { resume(): unknown };
}

type PartsReader = (...args: unknown[]) => AsyncIterableIterator<MultipartPart>;

/** Refuses a multipart part whose field name, text value or file name PostgreSQL could not store. */
export function refuseUnstorableMultipartPart(part: MultipartPart): void {
  const nameProblem = unstorableText(part.fieldname);
  const fields: Record<string, string> = {};
  if (nameProblem) fields._ = `A field name: ${nameProblem}`;
  else {
    const valueProblem = typeof part.value === 'string' ? unstorableText(part.value) : null;
    const fileNameProblem = part.filename === undefined ? null : unstorableText(part.filename);
    if (valueProblem) fields[part.fieldname] = valueProblem;
    else if (fileNameProblem) fields[part.fieldname] = `The file name: ${fileNameProblem}`;
  }
  if (Object.keys(fields).length === 0) return;
  // Drained, so the rest of the body can still be read past it.
  part.file?.resume();
  throw validationFailed(validationSummary(fields), fields);
}

async function* checkedParts(parts: AsyncIterableIterator<MultipartPart>): AsyncGenerator<MultipartPart> {
  for await (const part of parts) {
    refuseUnstorableMultipartPart(part);
    yield part;
  }
}

/**
 * Refuses (400 VALIDATION_FAILED, with the field) a NUL or a lone surrogate anywhere in a request's
 * path parameters, query string or parsed body, before any route sees it: PostgreSQL cannot store
 * either, so every route, present and future, inherits the check. Multipart bodies, which a route
 * reads itself, get the same check on each field name, text value and file name as it reads them.
 */
export function installInputChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseUnstorableText(request.params);
    refuseUnstorableText(request.query);
    refuseUnstorableText(request.body);
    const withParts = request as unknown as { parts?: PartsReader };
    const read = withParts.parts;
    if (typeof read === 'function' && request.isMultipart?.()) {
      withParts.parts = (...args) => checkedParts(read.apply(request, args));
    }
  });
}

/**
 * Parses request input with a contract schema; a failure becomes 400 VALIDATION_FAILED with
 * per-field messages. Text PostgreSQL cannot store is refused first, whatever the schema.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown, part: Part): z.output<S> {
  refuseUnstorableText(data);
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error, part);
  return throwValidation(validationSummary(fields), fields);
}

function throwValidation(message: string, fields: Record<string, string>): never {
  throw validationFailed(message, fields);
}
