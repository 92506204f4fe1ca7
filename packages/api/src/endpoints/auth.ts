import { routeCalls } from '../call';
import type {
  AccessRequest,
  ChangePasswordRequest,
  CurrentUser,
  LoginRequest,
  LoginSuccess,
  PasswordResetRequest,
  UpdateProfileRequest,
} from '../contract';
import { authRoutes, staffRequestsRoutes } from '../contract/routes.generated';

const { call, callResponse } = routeCalls({ ...authRoutes, ...staffRequestsRoutes });

/** SPEC 8: a login answered with anything but 200 rejects with this text. */
export const LOGIN_FAILED = 'not sucess';

/**
 * POST api/login. Resolves only on HTTP 200 (SPEC 5); otherwise rejects with
 * `{ reason: 'not sucess', failure }`, where failure is what the server said.
 */
export async function login(body: LoginRequest): Promise<LoginSuccess> {
  try {
    const response = await callResponse('auth.login', { body }, { validateStatus: () => true });
    if (response.status === 200 && response.data?.success) return response.data.success;
    throw { reason: LOGIN_FAILED, failure: response.data ?? null };
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'reason' in error) throw error;
    throw { reason: LOGIN_FAILED, failure: error };
  }
}

/** POST api/logout with the given token (the session may already be forgotten locally). */
export async function logout(token: string): Promise<void> {
  await callResponse('auth.logout', undefined, { headers: { Authorization: `Bearer ${token}` } });
}

export async function fetchMe(): Promise<CurrentUser> {
  return call('auth.me');
}

export async function changePassword(body: ChangePasswordRequest): Promise<void> {
  await call('auth.changePassword', { body });
}

export async function requestAccess(body: AccessRequest): Promise<void> {
  await call('staffRequests.access', { body });
}

export async function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  await call('staffRequests.passwordReset', { body });
}

export async function updateProfile(body: UpdateProfileRequest): Promise<CurrentUser> {
  return call('auth.updateMe', { body });
}
