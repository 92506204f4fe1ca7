import cookie, { Signer } from '@fastify/cookie';
import { changePasswordRequest, loginRequest, updateProfileRequest } from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { currentUser } from '../http/access';
import { parseInput } from '../http/validation';
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

  app.post('/api/login', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(loginRequest, request.body, 'body');
    await ctx.accountsReady;
    await deviceSigner();
    const device = knownDeviceOf(request, input.username);
    const success = await login(ctx, input, request.ip, device);
    issueDeviceCookie(request, reply, success.username);
    return { success };
  });

  app.post(
    '/api/logout',
    { config: { access: 'authenticated', beforePasswordChange: true } },
    async (request) => {
      await logout(ctx, currentUser(request));
      return { success: true };
    },
  );

  app.get(
    '/api/me',
    { config: { access: 'authenticated', beforePasswordChange: true } },
    async (request) => ({
      success: currentUserOf(currentUser(request)),
    }),
  );

  app.patch('/api/me', { config: { access: 'authenticated' } }, async (request) => {
    const input = parseInput(updateProfileRequest, request.body, 'body');
    return { success: await updateProfile(ctx, currentUser(request), input) };
  });

  app.post(
    '/api/change-password',
    { config: { access: 'authenticated', beforePasswordChange: true } },
    async (request) => {
      const input = parseInput(changePasswordRequest, request.body, 'body');
      return { success: await changePassword(ctx, currentUser(request), input) };
    },
  );
}
