import { z } from 'zod';
import { type SameType, timestampAnswer } from '../answers';
import {
  type ChatMessage,
  type Conversation,
  conversationQuery,
  type Friend,
  friendParams,
  friendQuery,
  sendMessageRequest,
} from '../chat';
import { defineEndpoint } from '../endpoint';
import { ROLES } from '../roles';

const friendAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLES),
  initials: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  lastSeenAt: timestampAnswer.nullable(),
  new: z.number().int(),
});

const messageAnswer = z.object({
  id: z.number().int(),
  clientId: z.string(),
  senderId: z.number().int(),
  recipientId: z.number().int(),
  msg: z.string(),
  time: timestampAnswer,
  readAt: timestampAnswer.nullable(),
});

const conversationAnswer = z.object({
  friend_id: z.number().int(),
  messages: z.array(messageAnswer),
  more: z.boolean(),
});

// The answer schemas describe exactly the interfaces the front end has always used.
const agreed: [
  SameType<z.output<typeof friendAnswer>, Friend>,
  SameType<z.output<typeof messageAnswer>, ChatMessage>,
  SameType<z.output<typeof conversationAnswer>, Conversation>,
] = [true, true, true];
void agreed;

const BASE = '/api/chat/friends';

export const chatEndpoints = {
  friends: defineEndpoint({
    method: 'GET',
    path: BASE,
    access: 'authenticated',
    summary: 'Every active staff member but me, with presence and unread counts (q: search by name).',
    query: friendQuery,
    answer: z.array(friendAnswer),
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id/messages`,
    access: 'authenticated',
    summary: 'A page of my conversation with a colleague (before: older, after: newer than an id).',
    params: friendParams,
    query: conversationQuery,
    answer: conversationAnswer,
    errors: [404],
  }),
  send: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/messages`,
    access: 'authenticated',
    summary: 'Sends a message: 201 when new, 200 with the first answer when its clientId was seen.',
    params: friendParams,
    body: sendMessageRequest,
    answer: messageAnswer,
    errors: [404, 429],
  }),
  read: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/read`,
    access: 'authenticated',
    summary: 'Marks the conversation read up to its newest message.',
    params: friendParams,
    answer: z.object({ upToId: z.number().int().nullable() }),
    errors: [404],
  }),
  typing: defineEndpoint({
    method: 'POST',
    path: `${BASE}/:id/typing`,
    access: 'authenticated',
    summary: 'Tells the colleague I am typing (at most once a second).',
    params: friendParams,
    answer: z.literal(true),
  }),
};
