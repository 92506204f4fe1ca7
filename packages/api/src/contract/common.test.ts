import { describe, expect, it } from 'vitest';
import { INT4_MAX, INT4_MIN, int4FromText, isoDate, versionField } from './common';
import * as contract from './index';
import { kolkataDateTime } from './sales';

/** Fields stored in `bigint` columns (money in paise): they may pass the `integer` range. */
// Money stored as bigint (the first field a shared schema is found under names it).
const BIGINT_FIELDS = new Set([
  'deal_size',
  'rate_paise',
  'budget_min_paise',
  'budget_max_paise',
  'amount_paise',
  'taxable_paise',
  'section80C',
]);

interface NumberSchema {
  minValue: number | null;
  maxValue: number | null;
}

/** Every number schema reachable from the contract's exports, with the field it sits under. */
function numberSchemas(): { path: string; field: string; schema: NumberSchema }[] {
  const found: { path: string; field: string; schema: NumberSchema }[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown, path: string, field: string) => {
    if (Array.isArray(value)) {
      value.forEach((child, i) => {
        walk(child, `${path}[${i}]`, field);
      });
      return;
    }
    if (typeof value !== 'object' || value === null || !('_zod' in value) || seen.has(value)) return;
    seen.add(value);
    const def = (value as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.type === 'number' && !('check' in def))
      found.push({ path, field, schema: value as unknown as NumberSchema });
    const shape = def.shape as Record<string, unknown> | undefined;
    if (shape) for (const [key, child] of Object.entries(shape)) walk(child, `${path}.${key}`, key);
    for (const [key, child] of Object.entries(def))
      if (key !== 'shape' && key !== 'checks') walk(child, path, field);
  };
  for (const [name, value] of Object.entries(contract)) walk(value, name, name);
  return found;
}

describe('every number a request sends fits the column it is stored in', () => {
  it('has a bound inside PostgreSQL integer (int4) range, or is a bigint money field', () => {
    const schemas = numberSchemas();
    expect(schemas.length).toBeGreaterThan(50);
    const unbounded = schemas
      .filter(({ field, schema }) => {
        const max = BIGINT_FIELDS.has(field) ? Number.MAX_SAFE_INTEGER : INT4_MAX;
        const min = BIGINT_FIELDS.has(field) ? Number.MIN_SAFE_INTEGER : INT4_MIN;
        return (
          schema.maxValue === null ||
          schema.maxValue > max ||
          schema.minValue === null ||
          schema.minValue < min
        );
      })
      .map(({ path }) => path);
    expect(unbounded).toEqual([]);
  });

  it('refuses 2147483648 and -2147483649 with a message', () => {
    expect(versionField().safeParse(2_147_483_647).success).toBe(true);
    expect(versionField().safeParse(2_147_483_648).error?.issues[0]?.message).toBe(
      'This number is too large.',
    );
    expect(int4FromText().safeParse('-2147483649').error?.issues[0]?.message).toBe(
      'This number is too small.',
    );
    expect(int4FromText(1).safeParse('2147483648').success).toBe(false);
  });
});

describe('isoDate', () => {
  it.each(['2026-01-31', '2028-02-29', '1999-12-31'])('takes %s', (date) => {
    expect(isoDate.safeParse(date).success).toBe(true);
  });

  it.each(['2026-13-45', '2026-02-29', '2026-04-31', '0000-00-00', '0000-01-01', '2026-1-5'])(
    'refuses %s',
    (date) => {
      expect(isoDate.safeParse(date).success).toBe(false);
    },
  );
});

describe('kolkataDateTime', () => {
  it('takes a real wall-clock time and refuses impossible ones', () => {
    expect(kolkataDateTime.safeParse('2026-11-23T15:30').success).toBe(true);
    for (const text of ['2026-13-45T10:00', '2026-11-23T24:00', '2026-11-23T10:60', '2026-02-29T09:00'])
      expect(kolkataDateTime.safeParse(text).success, text).toBe(false);
  });
});
