import { isRole, type Role } from '@managewell/api/contract';

/** SPEC 9: the browser storage key of the stored session. */
export const SESSION_STORAGE_KEY = 'isUserLogged';

export interface SessionUser {
  username: string;
  role: Role;
  id: number;
  /** A temporary password from HR: the app sends the user to change it before anything else. */
  mustChangePassword?: true;
}

/** What is kept under `isUserLogged` (SPEC 3). */
export interface StoredSession {
  isLoggedIn: true;
  user: SessionUser;
  token: string;
}

/** Client state (SPEC 3): isLoggedIn, isInitialised, user — plus the token the client sends. */
export interface SessionState {
  isLoggedIn: boolean;
  isInitialised: boolean;
  user: SessionUser | null;
  token: string | null;
}

export type SessionAction =
  | { type: 'initialise'; stored: StoredSession | null }
  | { type: 'login'; stored: StoredSession }
  | { type: 'logout' };

export const initialSession: SessionState = {
  isLoggedIn: false,
  isInitialised: false,
  user: null,
  token: null,
};

/** The session state machine of SPEC 4. */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'initialise':
      return action.stored
        ? { isLoggedIn: true, isInitialised: true, user: action.stored.user, token: action.stored.token }
        : { isLoggedIn: false, isInitialised: true, user: null, token: null };
    case 'login':
      return { isLoggedIn: true, isInitialised: true, user: action.stored.user, token: action.stored.token };
    case 'logout':
      return { ...state, isLoggedIn: false, user: null, token: null };
  }
}

/** Reads and checks the stored session; anything malformed counts as no session. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    const user = value?.user;
    if (
      value?.isLoggedIn === true &&
      typeof value.token === 'string' &&
      value.token.length > 0 &&
      user &&
      typeof user.username === 'string' &&
      typeof user.id === 'number' &&
      isRole(user.role)
    ) {
      return {
        isLoggedIn: true,
        token: value.token,
        user: {
          username: user.username,
          role: user.role,
          id: user.id,
          ...(user.mustChangePassword === true ? { mustChangePassword: true as const } : {}),
        },
      };
    }
  } catch {
    // fall through: unreadable storage is no session
  }
  return null;
}

export function readStoredSession(storage: Pick<Storage, 'getItem'> = localStorage): StoredSession | null {
  try {
    return parseStoredSession(storage.getItem(SESSION_STORAGE_KEY));
  } catch {
    return null; // storage blocked (private mode, policy)
  }
}

export function writeStoredSession(stored: StoredSession, storage: Pick<Storage, 'setItem'> = localStorage) {
  storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(stored));
}

export function clearStoredSession(storage: Pick<Storage, 'removeItem'> = localStorage) {
  try {
    storage.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
