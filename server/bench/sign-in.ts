import { DEMO_ACCOUNTS } from '../src/seed/accounts';

/** Signs in as a demo account (src/seed/accounts.ts) by its username: its bearer token and user id. */
export async function signIn(base: string, username: string): Promise<{ token: string; userid: number }> {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  if (!account) throw new Error(`no demo account '${username}'`);
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${username}: ${response.status}`);
  return ((await response.json()) as { success: { token: string; userid: number } }).success;
}
