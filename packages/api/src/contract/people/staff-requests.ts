import { z } from 'zod';
import { accessRequest, passwordResetRequest } from '../auth';
import { defineEndpoint } from '../endpoint';

/** The public sign-up and reset-password pages: requests that HR handles. */
export const staffRequestEndpoints = {
  access: defineEndpoint({
    method: 'POST',
    path: '/api/access-requests',
    access: 'public',
    summary: 'Asks HR for an account (HR gets a role-wide notification); rate-limited.',
    body: accessRequest,
    answer: z.literal(true),
    status: 201,
    errors: [429],
  }),
  passwordReset: defineEndpoint({
    method: 'POST',
    path: '/api/password-reset-requests',
    access: 'public',
    summary: 'Asks HR to reset a password: 202 always (never says whether the username exists).',
    body: passwordResetRequest,
    answer: z.literal(true),
    status: 202,
    errors: [429],
  }),
};
