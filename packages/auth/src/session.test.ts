import { describe, expect, it } from 'vitest';
import { afterSignInTarget, canEnterArea, unknownPathTarget } from './areas';
import { initialSession, parseStoredSession, type StoredSession, sessionReducer } from './session';

const stored: StoredSession = {
  isLoggedIn: true,
  token: 't0k3n',
  user: { username: 'verifier', role: 'verification', id: 2 },
};

describe('the session state machine (SPEC 4)', () => {
  it('starts not logged in, not initialised, with no user', () => {
    expect(initialSession).toEqual({ isLoggedIn: false, isInitialised: false, user: null, token: null });
  });

  it('initialises from the stored session, or as logged out', () => {
    expect(sessionReducer(initialSession, { type: 'initialise', stored })).toEqual({
      isLoggedIn: true,
      isInitialised: true,
      user: stored.user,
      token: 't0k3n',
    });
    expect(sessionReducer(initialSession, { type: 'initialise', stored: null })).toEqual({
      isLoggedIn: false,
      isInitialised: true,
      user: null,
      token: null,
    });
  });

  it('logs in and out', () => {
    const ready = sessionReducer(initialSession, { type: 'initialise', stored: null });
    const inside = sessionReducer(ready, { type: 'login', stored });
    expect(inside.isLoggedIn).toBe(true);
    expect(sessionReducer(inside, { type: 'logout' })).toEqual(ready);
  });
});

describe('the stored session (isUserLogged)', () => {
  it('reads a well-formed value', () => {
    expect(parseStoredSession(JSON.stringify(stored))).toEqual(stored);
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{oops'],
    ['logged out', JSON.stringify({ ...stored, isLoggedIn: false })],
    ['no token', JSON.stringify({ ...stored, token: '' })],
    ['an unknown role', JSON.stringify({ ...stored, user: { ...stored.user, role: 'root' } })],
    ['a string id', JSON.stringify({ ...stored, user: { ...stored.user, id: '2' } })],
  ])('treats %s as no session', (_label, raw) => {
    expect(parseStoredSession(raw)).toBeNull();
  });
});

describe('areas and redirects', () => {
  it('keeps each role in its own area; self-service is open to all', () => {
    expect(canEnterArea('sales', 'sales')).toBe(true);
    expect(canEnterArea('sales', 'hr')).toBe(false);
    expect(canEnterArea('hr', 'employee')).toBe(true);
  });

  it('sends unknown /app paths to the role home, or the landing path', () => {
    expect(unknownPathTarget('website-admin')).toBe('/app/website-admin/homes');
    expect(unknownPathTarget('verification')).toBe('/app/verification/dashboard');
    expect(unknownPathTarget(null)).toBe('/app/');
  });

  it('returns to the page that asked for sign-in only when the role may enter it', () => {
    expect(afterSignInTarget('verification', '/app/verification/read-leads?page=2')).toBe(
      '/app/verification/read-leads?page=2',
    );
    expect(afterSignInTarget('verification', '/app/employee/profile')).toBe('/app/employee/profile');
    expect(afterSignInTarget('verification', '/app/hr/salary')).toBe('/app/verification/dashboard');
    expect(afterSignInTarget('sales', '//evil.example/app/sales/')).toBe('/app/sales/dashboard');
    expect(afterSignInTarget('sales', undefined)).toBe('/app/sales/dashboard');
  });
});
