import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import jwt, { type SignOptions } from 'jsonwebtoken';
import { MESSAGE_TYPE, MOCK_ERRORS, MOCK_LOGIN_DELAY_MS, MOCK_TOKEN_LIFETIME } from './constants';
import { createSeedState } from './seed';
import type { ChatMessage, MockUser, TodoItem, TodoListName } from './types';

export interface MockApiOptions {
  /** HS256 secret for service tokens. Default: random per process (tokens die with the process). */
  jwtSecret?: string;
  /** Delay before POST /api/account/login answers. Default 500 ms. */
  loginDelayMs?: number;
  /** jsonwebtoken `expiresIn` of issued tokens. Default '1 days'. */
  tokenLifetime?: SignOptions['expiresIn'];
  /** Clock used for chat message times and to anchor calendar events. Default `new Date()`. */
  now?: () => Date;
  /** Fastify logger. Default off. */
  logger?: boolean;
}

/** Generated once per process: never a hard-coded secret. */
const PROCESS_JWT_SECRET = randomBytes(32).toString('hex');

/** A handled failure; answered as `{ message }` with this status. */
export class MockHttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'MockHttpError';
  }
}

interface TokenPayload {
  userId: string;
}

const badRequest = (message: string): MockHttpError => new MockHttpError(400, message);
const internalError = (): MockHttpError => new MockHttpError(500, MOCK_ERRORS.internalError);

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON body as an object, or a 400 when it is missing or not an object. */
function bodyObject(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) throw badRequest('Request body must be a JSON object');
  return body;
}

/** A non-negative integer, given as a number or a string of digits (query params are strings). */
function toIndex(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

function requireIndex(value: unknown, field: string): number {
  const index = toIndex(value);
  if (index === undefined) throw badRequest(`${field} must be a non-negative integer`);
  return index;
}

function requireText(value: unknown, field: string): string {
  if (typeof value !== 'string' || value.trim() === '')
    throw badRequest(`${field} must be a non-empty string`);
  return value;
}

function formatTime(date: Date): string {
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name, 'en');

/** Builds the template-era in-memory demo API. Every instance has its own fresh state. */
export function buildMockApi(options: MockApiOptions = {}): FastifyInstance {
  const jwtSecret = options.jwtSecret ?? PROCESS_JWT_SECRET;
  const loginDelayMs = options.loginDelayMs ?? MOCK_LOGIN_DELAY_MS;
  const tokenLifetime = options.tokenLifetime ?? MOCK_TOKEN_LIFETIME;
  const now = options.now ?? (() => new Date());
  const state = createSeedState(now());

  const app = Fastify({ logger: options.logger ?? false });

  app.setErrorHandler((error: FastifyError | MockHttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ message: error.message });
    if (!(error instanceof MockHttpError)) request.log.error(error);
    const message = request.url.startsWith('/api/account/')
      ? MOCK_ERRORS.serverError
      : MOCK_ERRORS.internalError;
    return reply.status(500).send({ message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });

  // ---- account -------------------------------------------------------------------------------

  app.post('/api/account/login', async (request) => {
    if (loginDelayMs > 0) await sleep(loginDelayMs);
    const body = bodyObject(request.body);
    if (typeof body.email !== 'string' || typeof body.password !== 'string') {
      throw badRequest('Email and password are required');
    }
    const email = body.email.trim().toLowerCase();
    const account = state.accounts.find((candidate) => candidate.email.toLowerCase() === email);
    if (!account) throw badRequest(MOCK_ERRORS.unknownEmail);
    if (account.password !== body.password) throw badRequest(MOCK_ERRORS.wrongPassword);
    const payload: TokenPayload = { userId: account.id };
    const serviceToken = jwt.sign(payload, jwtSecret, { algorithm: 'HS256', expiresIn: tokenLifetime });
    const user: MockUser = { id: account.id, email: account.email };
    return { serviceToken, user };
  });

  app.get('/api/account/me', async (request) => {
    const header = request.headers.authorization?.trim() ?? '';
    const token = header.replace(/^Bearer\s*/i, '').trim();
    if (token === '') throw new MockHttpError(401, MOCK_ERRORS.tokenMissing);
    let payload: unknown;
    try {
      payload = jwt.verify(token, jwtSecret, { algorithms: ['HS256'] });
    } catch (error) {
      // JsonWebTokenError (bad signature, malformed) and its subclasses TokenExpiredError/NotBeforeError.
      if (error instanceof jwt.JsonWebTokenError) throw new MockHttpError(401, MOCK_ERRORS.invalidToken);
      throw error;
    }
    const userId = isRecord(payload) ? payload.userId : undefined;
    const account = state.accounts.find((candidate) => candidate.id === userId);
    if (!account) throw new MockHttpError(401, MOCK_ERRORS.invalidToken);
    const user: MockUser = { id: account.id, email: account.email };
    return { user };
  });

  // ---- friends & chat ------------------------------------------------------------------------

  app.get('/api/friend/list', async () => ({ friends: [...state.friends].sort(byName) }));

  app.get<{ Querystring: Record<string, unknown> }>('/api/friend/chat', async (request, reply) => {
    const rawId = request.query.id;
    if (rawId === undefined) return { chat: state.conversations };
    const id = requireIndex(rawId, 'id');
    const friend = state.friends.find((candidate) => candidate.id === id);
    if (!friend) return reply.status(404).send({ message: MOCK_ERRORS.chatNotFound });
    friend.new = 0;
    const conversation = state.conversations.find((candidate) => candidate.friend_id === id);
    return { messages: conversation?.messages ?? [] };
  });

  app.get<{ Querystring: Record<string, unknown> }>('/api/friend/search', async (request) => {
    const { query } = request.query;
    if (typeof query !== 'string') throw badRequest('query must be a string');
    const needle = query.trim().toLowerCase();
    const results = state.friends.filter((friend) => friend.name.toLowerCase().includes(needle)).sort(byName);
    return { results };
  });

  app.post('/api/friend/chat/add', async (request) => {
    const body = bodyObject(request.body);
    const id = requireIndex(body.id, 'id');
    const text = requireText(body.msg, 'msg');
    const friend = state.friends.find((candidate) => candidate.id === id);
    if (!friend) throw internalError();
    let conversation = state.conversations.find((candidate) => candidate.friend_id === id);
    if (!conversation) {
      conversation = { friend_id: id, friend_photo: friend.photo, messages: [] };
      state.conversations.push(conversation);
    }
    const message: ChatMessage = { type: MESSAGE_TYPE.own, msg: text, time: formatTime(now()) };
    conversation.messages.push(message);
    return { messages: conversation.messages };
  });

  // ---- to-do ---------------------------------------------------------------------------------

  const todoKey = { card: 'cardTodo', basic: 'basicTodo', modal: 'modalTodo' } as const;
  const todoReply = (list: TodoListName): Record<string, TodoItem[]> => ({
    [todoKey[list]]: state.todos[list],
  });

  /** The item at body.key, or 400 (malformed key) / 500 (no such item, per the spec's error catalogue). */
  const todoItem = (list: TodoListName, body: Record<string, unknown>): { index: number; item: TodoItem } => {
    const index = requireIndex(body.key, 'key');
    const item = state.todos[list][index];
    if (!item) throw internalError();
    return { index, item };
  };

  for (const list of ['card', 'basic', 'modal'] as const) {
    app.get(`/api/todo/${list}`, async () => todoReply(list));

    app.post(`/api/todo/${list}/add`, async (request) => {
      const note = requireText(bodyObject(request.body).note, 'note');
      state.todos[list].push({ note, complete: false });
      return todoReply(list);
    });

    app.post(`/api/todo/${list}/complete`, async (request) => {
      const { item } = todoItem(list, bodyObject(request.body));
      // Card items toggle; basic and modal items are marked complete.
      item.complete = list === 'card' ? !item.complete : true;
      return todoReply(list);
    });

    // The card list has add and toggle only.
    if (list !== 'card') {
      app.post(`/api/todo/${list}/delete`, async (request) => {
        const { index } = todoItem(list, bodyObject(request.body));
        state.todos[list].splice(index, 1);
        return todoReply(list);
      });
    }
  }

  // ---- task board & calendar -----------------------------------------------------------------

  app.get('/api/taskboard', async () => ({ taskboard: state.taskboard }));

  app.get('/api/calendar/events', async () => ({ events: state.events }));

  return app;
}
