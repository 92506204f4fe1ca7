/** Sign-in, sessions and throttling. */
// Routes and the session lookup, installed by app.ts.

// A per-address limit on public requests, counted with the sign-in throttle's windows.
export { type AddressLimit, countAgainstLimit, refuseIfOverLimit } from './address-limit';
// Passwords and the server's own secret, for the seed and start-up.
export { hashPassword } from './passwords';
export { sessionResolver } from './resolve';
export { authRoutes } from './routes';
export { serverSecret } from './server-secret';
export { SessionCache } from './session-cache';
// Unguessable single-use tokens stored only as their hash (the newsletter's links).
export { hashToken, newToken } from './sessions';
