// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const revoke = vi.hoisted(() => vi.fn<(token: string) => Promise<void>>());
vi.mock('@managewell/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@managewell/api')>()),
  logout: revoke,
}));

import { SESSION_STORAGE_KEY, type StoredSession, writeStoredSession } from './session';
import { sessionAtom, sessionStore, signOut } from './store';

const stored: StoredSession = {
  isLoggedIn: true,
  token: 'employee-token',
  user: { username: 'employee', role: 'employee', id: 6 },
};

describe('signOut', () => {
  beforeEach(() => {
    revoke.mockReset();
    writeStoredSession(stored);
    sessionStore.set(sessionAtom, { type: 'login', stored });
  });

  it('ends the session at once, before the server has answered, and revokes that token', async () => {
    let answer: () => void = () => {};
    revoke.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    const done = signOut();
    expect(sessionStore.get(sessionAtom)).toMatchObject({ isLoggedIn: false, token: null, user: null });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(revoke).toHaveBeenCalledWith('employee-token');
    answer();
    await done;
  });

  it('still signs out when the server cannot be reached', async () => {
    revoke.mockRejectedValue('Wrong Services');
    await signOut();
    expect(sessionStore.get(sessionAtom).isLoggedIn).toBe(false);
  });
});
