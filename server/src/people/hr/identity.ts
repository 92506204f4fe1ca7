/** One person, one record: a clash with the unique identity keys of employees still employed. */
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { type ApiError, validationFailed } from '../../platform/http';
import { employees } from './schema';

export interface IdentityValues {
  email?: string | null | undefined;
  phone?: string | null | undefined;
  pan?: string | null | undefined;
  uan?: string | null | undefined;
  esicNumber?: string | null | undefined;
  aadhaarLast4?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
}

/** The unique indexes (see schema.ts), the field each names and how to find the record holding it. */
const KEYS: Record<
  string,
  { field: keyof IdentityValues; label: string; holder: (v: IdentityValues) => SQL }
> = {
  employees_active_email_key: {
    field: 'email',
    label: 'e-mail address',
    holder: (v) => sql`lower(${employees.email}) = lower(${v.email ?? ''})`,
  },
  employees_active_phone_key: {
    field: 'phone',
    label: 'mobile number',
    holder: (v) => eq(employees.phone, v.phone ?? ''),
  },
  employees_active_pan_key: { field: 'pan', label: 'PAN', holder: (v) => eq(employees.pan, v.pan ?? '') },
  employees_active_uan_key: { field: 'uan', label: 'UAN', holder: (v) => eq(employees.uan, v.uan ?? '') },
  employees_active_esic_number_key: {
    field: 'esicNumber',
    label: 'ESIC number',
    holder: (v) => eq(employees.esicNumber, v.esicNumber ?? ''),
  },
  employees_active_aadhaar_key: {
    field: 'aadhaarLast4',
    label: 'Aadhaar number and date of birth',
    holder: (v) =>
      and(eq(employees.aadhaarLast4, v.aadhaarLast4 ?? ''), eq(employees.dateOfBirth, v.dateOfBirth ?? ''))!,
  },
};

function violatedKey(error: unknown): string | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string' && constraint in KEYS) return constraint;
    current = current.cause;
  }
  return null;
}

/**
 * A clash with another employee's e-mail, mobile, PAN, UAN, ESIC number or Aadhaar as a field message naming them
 * (`reveal: false` for self-service, where the other person's name is not the caller's business),
 * or null for any other error. `values` are what the record would have held; `self` its id.
 */
export async function identityTaken(
  db: DbOrTx,
  error: unknown,
  values: IdentityValues,
  options: { self?: number; reveal: boolean },
): Promise<ApiError | null> {
  const name = violatedKey(error);
  if (!name) return null;
  const key = KEYS[name]!;
  const [other] = await db
    .select({ code: employees.code, fullName: employees.fullName })
    .from(employees)
    .where(
      and(
        key.holder(values),
        inArray(employees.status, ['active', 'notice']),
        options.self === undefined ? undefined : ne(employees.id, options.self),
      ),
    )
    .limit(1);
  const who = options.reveal && other ? `${other.fullName} (${other.code})` : 'another employee';
  const message = `This ${key.label} belongs to ${who}.`;
  return validationFailed(`Already on record: ${message}`, { [key.field]: message });
}
