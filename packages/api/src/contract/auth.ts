import { z } from 'zod';
import { ROLES, type Role } from './roles';

export const loginRequest = z.strictObject({
  username: z.string().trim().min(1, 'Please enter your username.').max(100),
  password: z.string().min(1, 'Please enter your password.').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** SPEC 7: POST api/login answers 200 with success {username, role, userid, token}. */
export interface LoginSuccess {
  username: string;
  role: Role;
  userid: number;
  token: string;
  /** Present (true) when the password is a temporary one HR handed out: change it first. */
  mustChangePassword?: true;
}

export const changePasswordRequest = z
  .strictObject({
    currentPassword: z
      .string()
      .min(1, 'Please enter your current password.')
      .max(200, 'The current password can have at most 200 characters.'),
    newPassword: z
      .string()
      .min(10, 'The new password needs at least 10 characters.')
      .max(200, 'The new password can have at most 200 characters.'),
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one.',
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export interface CurrentUser {
  userid: number;
  username: string;
  role: Role;
  fullName: string;
  email: string | null;
  mustChangePassword?: true;
}

/** Sign-up pages: staff accounts are made by HR, so signing up asks HR for one. */
export const accessRequest = z.strictObject({
  fullName: z
    .string()
    .trim()
    .min(2, 'Please enter your full name.')
    .max(100, 'The full name can have at most 100 characters.'),
  email: z
    .email({ error: 'Please enter a valid email.' })
    .max(254, 'The e-mail can have at most 254 characters.'),
  team: z.enum(ROLES, {
    error: 'Choose the team you work in.',
  }),
  message: z.string().trim().max(500, 'At most 500 characters.').optional(),
});
export type AccessRequest = z.infer<typeof accessRequest>;

/** Reset-password pages: asks HR to reset the password of a username (answer never says if it exists). */
export const passwordResetRequest = z.strictObject({
  username: z.string().trim().min(1, 'Please enter your username.').max(100),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

export const updateProfileRequest = z.strictObject({
  fullName: z
    .string()
    .trim()
    .min(2, 'Please enter your full name.')
    .max(100, 'The full name can have at most 100 characters.'),
  email: z
    .email({ error: 'Please enter a valid email.' })
    .max(254, 'The e-mail can have at most 254 characters.')
    .nullable(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;
