import argon2 from 'argon2';
import type { PasswordHashCost } from '../config';

export function hashPassword(password: string, cost: PasswordHashCost): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, ...cost });
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<string, Promise<string>>();

/**
 * Verifies against a throw-away hash of the same cost, so an unknown username takes as long as a
 * wrong password and answers do not reveal which usernames exist.
 */
export async function burnPasswordCheck(password: string, cost: PasswordHashCost): Promise<void> {
  const key = JSON.stringify(cost);
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword('dummy-password-for-timing', cost);
    dummyHashes.set(key, hash);
  }
  await verifyPassword(await hash, password);
}
