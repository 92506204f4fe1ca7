import { conversationQuery, friendParams, friendQuery, sendMessageRequest } from '@managewell/api/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { currentUser } from '../../platform/http/access';
import { parseInput } from '../../platform/http/validation';
import { conversation, listFriends, markConversationRead, sendMessage } from './service';

const BASE = '/api/chat/friends';
/** At most one typing signal per sender and recipient this often (per process). */
const TYPING_EVERY_MS = 1_000;

/** The header's friend list and chat (SPEC 2, 3, 4). Every route is for any signed-in staff member. */
export async function chatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const access = { access: 'authenticated' } as const;

  app.get(BASE, { config: access }, async (request) => {
    const { q } = parseInput(friendQuery, request.query, 'query');
    return { success: await listFriends(ctx.db, currentUser(request), q) };
  });

  app.get(`${BASE}/:id/messages`, { config: access }, async (request) => {
    const { id } = parseInput(friendParams, request.params, 'params');
    const page = parseInput(conversationQuery, request.query, 'query');
    return { success: await conversation(ctx.db, currentUser(request), id, page) };
  });

  app.post(`${BASE}/:id/messages`, { config: access }, async (request, reply) => {
    const { id } = parseInput(friendParams, request.params, 'params');
    const input = parseInput(sendMessageRequest, request.body, 'body');
    const { message, created } = await sendMessage(ctx.db, currentUser(request), id, input);
    reply.code(created ? 201 : 200);
    return { success: message };
  });

  app.post(`${BASE}/:id/read`, { config: access }, async (request) => {
    const { id } = parseInput(friendParams, request.params, 'params');
    return { success: { upToId: await markConversationRead(ctx.db, currentUser(request), id) } };
  });

  const lastTyping = new Map<string, number>();
  app.post(`${BASE}/:id/typing`, { config: access }, async (request) => {
    const { id } = parseInput(friendParams, request.params, 'params');
    const me = currentUser(request);
    const key = `${me.id}:${id}`;
    const now = Date.now();
    if (id !== me.id && now - (lastTyping.get(key) ?? 0) >= TYPING_EVERY_MS) {
      lastTyping.set(key, now);
      if (lastTyping.size > 10_000) lastTyping.clear();
      await ctx.events.publish({ type: 'chat.typing', senderId: me.id, recipientId: id });
    }
    return { success: true };
  });
}
