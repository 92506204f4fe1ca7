import { z } from 'zod';
import type { SameType } from '../answers';
import {
  type CurrentUser,
  changePasswordRequest,
  type LoginSuccess,
  loginRequest,
  updateProfileRequest,
} from '../auth';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../roles';

const loginAnswer = z.object({
  username: z.string(),
  role: z.enum(ROLES),
  userid: z.number().int(),
  token: z.string(),
  mustChangePassword: z.literal(true).optional(),
});

const currentUserAnswer = z.object({
  userid: z.number().int(),
  username: z.string(),
  role: z.enum(ROLES),
  fullName: z.string(),
  email: z.string().nullable(),
  mustChangePassword: z.literal(true).optional(),
});

// The answer schemas describe exactly the interfaces the front end has always used.
const agreed: [
  SameType<z.output<typeof loginAnswer>, LoginSuccess>,
  SameType<z.output<typeof currentUserAnswer>, CurrentUser>,
] = [true, true];
void agreed;

export const authEndpoints = {
  login: defineEndpoint({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    summary: 'Signs in: the bearer token and who it is; sets the mw_device cookie.',
    body: loginRequest,
    answer: loginAnswer,
    errors: [401, 429],
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/api/logout',
    access: 'authenticated',
    summary: 'Signs out: the token is revoked.',
    answer: z.literal(true),
    options: { beforePasswordChange: true },
  }),
  me: defineEndpoint({
    method: 'GET',
    path: '/api/me',
    access: 'authenticated',
    summary: 'The signed-in user.',
    answer: currentUserAnswer,
    options: { beforePasswordChange: true },
  }),
  updateMe: defineEndpoint({
    method: 'PATCH',
    path: '/api/me',
    access: 'authenticated',
    summary: "Changes the signed-in user's name and e-mail.",
    body: updateProfileRequest,
    answer: currentUserAnswer,
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/change-password',
    access: 'authenticated',
    summary: 'Replaces the password (fields.currentPassword when it is wrong); other sessions end.',
    body: changePasswordRequest,
    answer: z.object({ revokedSessions: z.number().int() }),
    errors: [429],
    options: { beforePasswordChange: true },
  }),
};
