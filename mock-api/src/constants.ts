/** Friend presence (`Friend.status`). */
export const FRIEND_STATUS = {
  online: 1,
  offline: 0,
} as const;
export type FriendStatus = (typeof FRIEND_STATUS)[keyof typeof FRIEND_STATUS];

/** Who wrote a chat message (`ChatMessage.type`). */
export const MESSAGE_TYPE = {
  /** Written by the friend. */
  incoming: 1,
  /** Written by the signed-in user. */
  own: 0,
} as const;
export type MessageType = (typeof MESSAGE_TYPE)[keyof typeof MESSAGE_TYPE];

/** Artificial latency of POST /api/account/login. */
export const MOCK_LOGIN_DELAY_MS = 500;

/** Lifetime of the issued service token (jsonwebtoken `expiresIn`). */
export const MOCK_TOKEN_LIFETIME = '1 days';

/** Port used by `src/main.ts` when MOCK_API_PORT is not set. */
export const MOCK_API_DEFAULT_PORT = 3010;

/** Error texts, exactly as the spec's error catalogue lists them. */
export const MOCK_ERRORS = {
  unknownEmail: 'Verify Your Email & Password',
  wrongPassword: 'Invalid Password',
  tokenMissing: 'Token Missing',
  invalidToken: 'Invalid Token',
  /** Unexpected failure on /api/account/* (login, me). */
  serverError: 'Server Error',
  /** Unexpected failure or unknown key/id on friend and to-do routes. */
  internalError: 'Internal server error',
  /** What the chat screen shows when no conversation exists. */
  chatNotFound: 'CHAT NOT FOUND',
} as const;
