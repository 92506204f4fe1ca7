import { configureHttp, type LOGIN_FAILED, type LoginRequest, login, logout } from '@managewell/api';
import { getDefaultStore } from 'jotai';
import { atomWithReducer } from 'jotai/utils';
import {
  clearStoredSession,
  initialSession,
  readStoredSession,
  SESSION_STORAGE_KEY,
  type StoredSession,
  sessionReducer,
  writeStoredSession,
} from './session';

/**
 * The session lives in jotai's default store. `@managewell/auth` is a Module Federation
 * singleton, so the shell and every remote read and change this same atom.
 */
export const sessionAtom = atomWithReducer(initialSession, sessionReducer);
export const sessionStore = getDefaultStore();

let started = false;

/** Reads the stored session once and marks the state initialised; wires the HTTP client. */
export function initialiseSession() {
  if (started) return;
  started = true;
  configureHttp({
    getToken: () => sessionStore.get(sessionAtom).token,
    onUnauthorized: () => endSession(),
  });
  sessionStore.set(sessionAtom, { type: 'initialise', stored: readStoredSession() });
  // Another tab signed in or out: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
    const stored = readStoredSession();
    sessionStore.set(sessionAtom, stored ? { type: 'login', stored } : { type: 'logout' });
  });
}

export interface SignInFailure {
  reason: typeof LOGIN_FAILED;
  failure: unknown;
}

/** Signs in against POST api/login and stores the session (SPEC 4). Rejects with SignInFailure. */
export async function signIn(credentials: LoginRequest): Promise<StoredSession> {
  const success = await login(credentials);
  const stored: StoredSession = {
    isLoggedIn: true,
    token: success.token,
    user: {
      username: success.username,
      role: success.role,
      id: success.userid,
      ...(success.mustChangePassword ? { mustChangePassword: true as const } : {}),
    },
  };
  writeStoredSession(stored);
  sessionStore.set(sessionAtom, { type: 'login', stored });
  return stored;
}

/** After the temporary password was replaced: the session no longer sends the user to change it. */
export function passwordChanged() {
  const state = sessionStore.get(sessionAtom);
  if (!state.user || !state.token || !state.user.mustChangePassword) return;
  const { mustChangePassword: _, ...user } = state.user;
  const stored: StoredSession = { isLoggedIn: true, token: state.token, user };
  writeStoredSession(stored);
  sessionStore.set(sessionAtom, { type: 'login', stored });
}

/** Forgets the session locally: storage removed, state reset to logged out. */
export function endSession() {
  clearStoredSession();
  sessionStore.set(sessionAtom, { type: 'logout' });
}

/**
 * Logout: the session ends here at once (storage, state, other tabs), then the token is revoked on
 * the server. The person is signed out even when that call is slow or fails.
 */
export async function signOut() {
  const token = sessionStore.get(sessionAtom).token;
  endSession();
  if (!token) return;
  try {
    await logout(token);
  } catch {
    // the token is already invalid or the server is unreachable: the local session has ended
  }
}
