import { z } from 'zod';
import { int4FromText } from './common';
import type { Role } from './roles';

/** Longest message, in characters (emoji count as written). */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages one person may send per minute (server-enforced, answered 429 beyond). */
export const CHAT_MESSAGES_PER_MINUTE = 30;
/** Messages per page of a conversation (older ones load on scroll). */
export const CHAT_PAGE_SIZE = 30;

/** SPEC 3 Friend, from the server: every active staff member except oneself, sorted by name. */
export interface Friend {
  id: number;
  name: string;
  role: Role;
  /** Initials for the avatar (no staff photos are stored). */
  initials: string;
  /** SPEC 9: 1 online, 0 offline. */
  status: 0 | 1;
  /** When their last tab closed (null: online now, or never seen). */
  lastSeenAt: string | null;
  /** SPEC 3 `new`: messages from them I have not read. */
  new: number;
}

/** SPEC 3 Conversation message; type 1 incoming, 0 own (SPEC 9). */
export interface ChatMessage {
  id: number;
  clientId: string;
  senderId: number;
  recipientId: number;
  msg: string;
  /** ISO instant. */
  time: string;
  /** When the recipient read it ("seen"), null until then. */
  readAt: string | null;
}

export interface Conversation {
  friend_id: number;
  messages: ChatMessage[];
  /** True when older messages exist before the first one given. */
  more: boolean;
}

export const friendQuery = z.strictObject({
  q: z.string().trim().max(100, 'Search with at most 100 characters.').optional(),
});

export const conversationQuery = z.strictObject({
  /** Messages older than this id (the next page up). */
  before: int4FromText(1).optional(),
  /** Messages newer than this id (catch-up after a reconnect). */
  after: int4FromText(0).optional(),
});

export const friendParams = z.strictObject({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().min(1).max(2_147_483_647),
});

export const sendMessageRequest = z.strictObject({
  clientId: z.uuid('The message id must be a UUID.'),
  msg: z
    .string()
    .refine((text) => text.trim().length > 0, 'Please write a message.')
    .refine(
      (text) => [...text].length <= CHAT_MESSAGE_MAX,
      `A message can have at most ${CHAT_MESSAGE_MAX} characters.`,
    ),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequest>;

/** What the live channel sends (server-sent events; `event:` is the type, `data:` the JSON). */
export type LiveEvent =
  | { type: 'hello'; userId: number }
  | { type: 'notifications' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'read'; readerId: number; peerId: number; upToId: number; readAt: string }
  | { type: 'typing'; userId: number }
  | { type: 'presence'; userId: number; online: boolean; lastSeenAt: string | null }
  | { type: 'calendar' }
  /** Who has this studio item open changed: its open editors ask again. */
  | { type: 'editors'; item: string };
