import { chatEndpoints } from '@managewell/api/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { registerEndpoints } from '../../platform/http';
import { conversation, listFriends, markConversationRead, sendMessage } from './service';

/** At most one typing signal per sender and recipient this often (per process). */
const TYPING_EVERY_MS = 1_000;

/** The header's friend list and chat (SPEC 2, 3, 4). Every route is for any signed-in staff member. */
export async function chatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const lastTyping = new Map<string, number>();

  registerEndpoints(app, chatEndpoints, {
    friends: ({ query, user }) => listFriends(ctx.db, user, query.q),
    messages: ({ params, query, user }) => conversation(ctx.db, user, params.id, query),
    send: async ({ params, body, user, reply }) => {
      const { message, created } = await sendMessage(ctx.db, user, params.id, body);
      reply.code(created ? 201 : 200);
      return message;
    },
    read: async ({ params, user }) => ({ upToId: await markConversationRead(ctx.db, user, params.id) }),
    typing: async ({ params, user: me }) => {
      const { id } = params;
      const key = `${me.id}:${id}`;
      const now = Date.now();
      if (id !== me.id && now - (lastTyping.get(key) ?? 0) >= TYPING_EVERY_MS) {
        lastTyping.set(key, now);
        if (lastTyping.size > 10_000) lastTyping.clear();
        await ctx.events.publish({ type: 'chat.typing', senderId: me.id, recipientId: id });
      }
      return true as const;
    },
  });
}
