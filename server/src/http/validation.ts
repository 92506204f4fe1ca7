import type { z } from 'zod';
import { validationFailed } from './errors';

type Part = 'body' | 'query' | 'params';

const ROOT_MESSAGES: Record<Part, string> = {
  body: 'The request body must be a JSON object.',
  query: 'The query string is not valid.',
  params: 'The address is not valid.',
};

/** Turns zod issues into `{ field: message }`, keeping the first message per field. */
export function fieldMessages(error: z.ZodError, part: Part): Record<string, string> {
  const fields: Record<string, string> = {};
  const add = (key: string, message: string) => {
    if (!(key in fields)) fields[key] = message;
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
  return fields;
}

/** Parses request input with a contract schema; a failure becomes 400 VALIDATION_FAILED with per-field messages. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown, part: Part): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields = fieldMessages(result.error, part);
  const summary = Object.entries(fields)
    .map(([field, message]) => (field === '_' ? message : `${field}: ${message}`))
    .join(' ');
  return throwValidation(`Please correct the request. ${summary}`, fields);
}

function throwValidation(message: string, fields: Record<string, string>): never {
  throw validationFailed(message, fields);
}
