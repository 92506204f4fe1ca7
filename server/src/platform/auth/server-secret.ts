import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db';
import { serverSecrets } from '../db';

/**
 * A secret the server made for itself on its first start, kept in PostgreSQL so every process on
 * the database signs with the same one and it survives restarts. Never sent to a browser.
 */
export async function serverSecret(db: DbOrTx, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The server secret '${name}' could not be stored.`);
  return row.value;
}
