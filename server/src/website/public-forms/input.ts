import { z } from 'zod';
import { parseInput, validationFailed } from '../../platform/http';
import { isControlCharacter } from '../../platform/lib';

const isLineBreakOrTab = (code: number) => code === 0x09 || code === 0x0a || code === 0x0d;

export { isControlCharacter };

/** 'control' for control characters other than tab and line breaks, 'line' for those, else null. */
function controlProblem(text: string): 'control' | 'line' | null {
  let problem: 'line' | null = null;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (!isControlCharacter(code)) continue;
    if (!isLineBreakOrTab(code)) return 'control';
    problem = 'line';
  }
  return problem;
}

export const CONTROL_CHARACTER_MESSAGE = 'Please remove the control characters from this field.';
export const SINGLE_LINE_MESSAGE = 'Please keep this field on a single line.';

/**
 * Parses a public form with the contract's schema made strict (an unknown field is a 400, not
 * silently dropped), then refuses control characters. Markup such as `<script>` is kept as
 * plain text: leads are never rendered as HTML.
 *
 * `multiLine` lists the fields where line breaks and tabs are allowed (the message).
 */
export function parsePublicForm<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  body: unknown,
  multiLine: readonly string[],
): z.output<z.ZodObject<Shape, z.core.$strict>> {
  return refuseControlCharacters(parseInput(z.strictObject(schema.shape), body, 'body'), multiLine);
}

/** A parsed form's text fields without control characters (line breaks only in `multiLine`), or a 400. */
export function refuseControlCharacters<T extends object>(value: T, multiLine: readonly string[]): T {
  const fields: Record<string, string> = {};
  for (const [field, text] of Object.entries(value as Record<string, unknown>)) {
    if (typeof text !== 'string') continue;
    const problem = controlProblem(text);
    if (problem === 'control') fields[field] = CONTROL_CHARACTER_MESSAGE;
    else if (problem === 'line' && !multiLine.includes(field)) fields[field] = SINGLE_LINE_MESSAGE;
  }
  if (Object.keys(fields).length > 0) {
    const summary = Object.entries(fields)
      .map(([field, message]) => `${field}: ${message}`)
      .join(' ');
    throw validationFailed(`Please correct the request. ${summary}`, fields);
  }
  return value;
}
