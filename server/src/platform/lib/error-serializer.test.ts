import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { DatabaseError } from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { errorSerializers, serializeError } from './error-serializer';

const PHONE = '9876543210';
const EMAIL = 'asha.rao@example.in';

/** A PostgreSQL error as node-postgres builds it from the server's ErrorResponse. */
function postgresError(message: string, fields: Partial<DatabaseError>): DatabaseError {
  const error = new DatabaseError(message, 100, 'error');
  Object.assign(error, { severity: 'ERROR', ...fields });
  return error;
}

const uniqueViolation = () =>
  new DrizzleQueryError(
    'insert into "leads" ("name", "phone", "email") values ($1, $2, $3)',
    ['Asha Rao', PHONE, EMAIL],
    postgresError('duplicate key value violates unique constraint "leads_phone_key"', {
      code: '23505',
      detail: `Key (phone)=(${PHONE}) already exists.`,
      table: 'leads',
      constraint: 'leads_phone_key',
      routine: '_bt_check_unique',
    }),
  );

/** Everything a log line would hold. */
function logged(error: unknown): string {
  let line = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      line += chunk.toString();
      done();
    },
  });
  pino({ serializers: errorSerializers }, sink).error({ err: error }, 'request failed');
  return line;
}

describe('serializeError', () => {
  it("drops a failed query's parameters from the message, the stack and the fields", () => {
    const error = uniqueViolation();
    // What would have been logged without it.
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).toContain(PHONE);
    const line = logged(error);
    expect(line).not.toContain(PHONE);
    expect(line).not.toContain(EMAIL);
    expect(line).not.toContain('Asha');
    const out = JSON.parse(line).err;
    expect(out.type).toBe('DrizzleQueryError');
    expect(out.message).toBe(
      'Failed query: insert into "leads" ("name", "phone", "email") values ($1, $2, $3)',
    );
    expect(out.query).toContain('insert into "leads"');
    expect(out.params).toBe('[3 values not logged]');
    expect(out.stack).toMatch(/^Error: Failed query: insert[^\n]*\n {4}at /);
    // What went wrong stays: the SQLSTATE, the constraint, the table.
    expect(out.cause).toMatchObject({
      type: 'DatabaseError',
      message: 'duplicate key value violates unique constraint "leads_phone_key"',
      code: '23505',
      constraint: 'leads_phone_key',
      table: 'leads',
      detail: '[not logged]',
    });
  });

  it('redacts the value PostgreSQL quotes in its own message', () => {
    const cases: [string, string][] = [
      [
        `invalid input syntax for type integer: "${PHONE}x"`,
        'invalid input syntax for type integer: "[redacted]"',
      ],
      [
        `value "${PHONE}" is out of range for type integer`,
        'value "[redacted]" is out of range for type integer',
      ],
      [
        `invalid input value for enum lead_status: "${EMAIL}"`,
        'invalid input value for enum lead_status: "[redacted]"',
      ],
      ['relation "leads" does not exist', 'relation "leads" does not exist'],
    ];
    for (const [message, expected] of cases) {
      expect(serializeError(postgresError(message, { code: '22P02' })).message).toBe(expected);
    }
  });

  it('drops the failing row PostgreSQL puts in the detail of a check or not-null violation', () => {
    const error = postgresError(
      'null value in column "name" of relation "leads" violates not-null constraint',
      {
        code: '23502',
        detail: `Failing row contains (7, null, ${PHONE}, ${EMAIL}).`,
        column: 'name',
      },
    );
    const out = serializeError(error);
    expect(JSON.stringify(out)).not.toContain(PHONE);
    expect(out).toMatchObject({ code: '23502', column: 'name', detail: '[not logged]' });
  });

  it('keeps ordinary errors readable and leaves unknown fields out', () => {
    const error = Object.assign(new TypeError('x is not a function'), {
      code: 'ERR_X',
      row: { phone: PHONE },
    });
    const out = serializeError(error);
    expect(out).toMatchObject({ type: 'TypeError', message: 'x is not a function', code: 'ERR_X' });
    expect(out.stack).toMatch(/^TypeError: x is not a function\n/);
    expect(JSON.stringify(out)).not.toContain(PHONE);
  });

  it('follows causes and aggregated errors without looping forever', () => {
    const loop = new Error('outer') as Error & { cause?: unknown };
    loop.cause = loop;
    expect(() => JSON.stringify(serializeError(loop))).not.toThrow();
    const many = new AggregateError([uniqueViolation()], 'connect failed');
    expect(JSON.stringify(serializeError(many))).not.toContain(PHONE);
    expect(serializeError(many).errors).toHaveLength(1);
    expect(serializeError({ phone: PHONE })).toEqual({
      type: 'object',
      message: '[not an Error]',
      stack: '',
    });
  });
});
