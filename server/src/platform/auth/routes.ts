import cookie, { Signer } from '@fastify/cookie';
import { authEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerEndpoints } from '../http';
import { issueDeviceCookie, knownDeviceOf } from './device-cookie';
import { serverSecret } from './server-secret';
import { changePassword, currentUserOf, login, logout, updateProfile } from './service';

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Cookies are read and signed in this plugin only: the device cookie of sign-in. Its key is read
  // on the first sign-in (not at start, so a server whose database is down still starts and says so).
  let signer: Signer | null = ctx.config.deviceCookieSecret
    ? new Signer(ctx.config.deviceCookieSecret, 'sha256')
    : null;
  const deviceSigner = async (): Promise<void> => {
    signer ??= new Signer(await serverSecret(ctx.db, 'device-cookie'), 'sha256');
  };
  const lazySigner = {
    sign: (value: string) => signer!.sign(value),
    unsign: (value: string) => signer!.unsign(value),
  };
  await app.register(cookie, { secret: lazySigner });

  registerEndpoints(app, authEndpoints, {
    login: async ({ body, request, reply }) => {
      await ctx.accountsReady;
      await deviceSigner();
      const device = knownDeviceOf(request, body.username);
      const success = await login(ctx, body, request.ip, device);
      issueDeviceCookie(request, reply, success.username);
      return success;
    },
    logout: async ({ user }) => {
      await logout(ctx, user);
      return true as const;
    },
    me: ({ user }) => currentUserOf(user),
    updateMe: ({ body, user }) => updateProfile(ctx, user, body),
    changePassword: ({ body, user }) => changePassword(ctx, user, body),
  });
}
