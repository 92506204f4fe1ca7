import {
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_PAGE_SIZE,
  type ChatMessage,
  type Conversation,
  ERROR_CODES,
  type Friend,
  type Role,
} from '@managewell/api/contract';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db';
import { sendEvent, users } from '../../platform/db';
import { ApiError, conflict, notFound } from '../../platform/http';
import { createNotification, notificationReads, notifications } from '../notifications';
import { chatLastSeen, chatMessages, chatPresence } from './schema';

/** A presence row is fresh while its process refreshed it within this long. */
export const PRESENCE_FRESH_SECONDS = 75;

export interface Me {
  id: number;
  fullName: string;
}

/** Up to two initials of a name: 'Priya Sharma' → 'PS', 'admin' → 'A'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toUpperCase()).join('') || '?';
}

const freshPresence = sql`${chatPresence.heartbeatAt} > now() - make_interval(secs => ${PRESENCE_FRESH_SECONDS})`;

/**
 * SPEC 3 Friend list: every active staff member except oneself, sorted by name (SPEC 9), with
 * presence and the count of their messages I have not read; `q` filters names (case-insensitive).
 */
export async function listFriends(db: DbOrTx, me: Me, q?: string): Promise<Friend[]> {
  const unread = db
    .select({ senderId: chatMessages.senderId, count: sql<number>`count(*)::int`.as('count') })
    .from(chatMessages)
    .where(and(eq(chatMessages.recipientId, me.id), isNull(chatMessages.readAt)))
    .groupBy(chatMessages.senderId)
    .as('unread');
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({
      id: users.id,
      name: users.fullName,
      role: users.role,
      online: sql<boolean>`exists (select 1 from ${chatPresence} where ${chatPresence.userId} = ${users.id} and ${freshPresence})`,
      lastSeenAt: chatLastSeen.lastSeenAt,
      unread: sql<number>`coalesce(${unread.count}, 0)`,
    })
    .from(users)
    .leftJoin(unread, eq(unread.senderId, users.id))
    .leftJoin(chatLastSeen, eq(chatLastSeen.userId, users.id))
    .where(
      and(
        eq(users.active, true),
        sql`${users.id} <> ${me.id}`,
        pattern ? sql`${users.fullName} ilike ${pattern}` : undefined,
      ),
    )
    .orderBy(sql`lower(${users.fullName})`, users.id);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role as Role,
    initials: initialsOf(row.name),
    status: row.online ? 1 : 0,
    lastSeenAt: row.online || !row.lastSeenAt ? null : row.lastSeenAt.toISOString(),
    new: Number(row.unread),
  }));
}

/** The messages of me and the friend, either way. */
function pair(me: number, friend: number) {
  return or(
    and(eq(chatMessages.senderId, me), eq(chatMessages.recipientId, friend)),
    and(eq(chatMessages.senderId, friend), eq(chatMessages.recipientId, me)),
  );
}

type MessageRow = typeof chatMessages.$inferSelect;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    clientId: row.clientId,
    senderId: row.senderId,
    recipientId: row.recipientId,
    msg: row.body,
    time: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/** An active staff member other than me, or 404 (the same answer for unknown and inactive ids). */
async function activeFriend(db: DbOrTx, me: Me, friendId: number): Promise<{ id: number; fullName: string }> {
  if (friendId === me.id) throw notFound('There is no such colleague.');
  const [friend] = await db
    .select({ id: users.id, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.id, friendId), eq(users.active, true)))
    .limit(1);
  if (!friend) throw notFound('There is no such colleague.');
  return friend;
}

/**
 * A page of the conversation between me and a friend, oldest first: the newest page, the page
 * before `before`, or everything after `after` (catch-up). Only the two people can read it: the
 * query is always scoped to the pair that includes the caller.
 */
export async function conversation(
  db: DbOrTx,
  me: Me,
  friendId: number,
  page: { before?: number; after?: number } = {},
): Promise<Conversation> {
  await activeFriend(db, me, friendId);
  if (page.after !== undefined) {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(and(pair(me.id, friendId), gt(chatMessages.id, page.after)))
      .orderBy(chatMessages.id)
      .limit(500);
    return { friend_id: friendId, messages: rows.map(toChatMessage), more: false };
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(pair(me.id, friendId), page.before ? lt(chatMessages.id, page.before) : undefined))
    .orderBy(desc(chatMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  const more = rows.length > CHAT_PAGE_SIZE;
  return {
    friend_id: friendId,
    messages: rows.slice(0, CHAT_PAGE_SIZE).reverse().map(toChatMessage),
    more,
  };
}

/** The stored message of an id, when the caller is one of its two people. */
export async function messageFor(db: DbOrTx, id: number): Promise<ChatMessage | null> {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
  return row ? toChatMessage(row) : null;
}

export const tooManyMessages = () =>
  new ApiError(
    429,
    ERROR_CODES.tooManyAttempts,
    `You can send at most ${CHAT_MESSAGES_PER_MINUTE} messages a minute. Please wait a moment.`,
    undefined,
    undefined,
    { 'retry-after': '60' },
  );

/**
 * Stores a message from me to a friend, once per client id: a retry of the same send answers
 * the stored message (`created: false`) instead of making a copy. Everyone connected hears of it
 * at commit ('chat.message'); a recipient with no tab open also gets a personal notification
 * (one unread at a time per sender).
 */
export async function sendMessage(
  db: DbOrTx,
  me: Me,
  friendId: number,
  input: { clientId: string; msg: string },
): Promise<{ message: ChatMessage; created: boolean }> {
  const friend = await activeFriend(db, me, friendId);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.senderId, me.id), eq(chatMessages.clientId, input.clientId)))
      .limit(1);
    if (existing) return { message: sameSend(existing, friend.id), created: false };

    // Per-user rate limit, shared by every process; the lock makes concurrent sends count in turn.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('chat-send'), ${me.id})`);
    const [{ recent } = { recent: 0 }] = await tx
      .select({ recent: sql<number>`count(*)::int` })
      .from(chatMessages)
      .where(
        and(eq(chatMessages.senderId, me.id), sql`${chatMessages.createdAt} > now() - interval '1 minute'`),
      );
    if (Number(recent) >= CHAT_MESSAGES_PER_MINUTE) throw tooManyMessages();

    const [row] = await tx
      .insert(chatMessages)
      .values({ senderId: me.id, recipientId: friend.id, clientId: input.clientId, body: input.msg })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // A concurrent retry of the same send committed first.
      const [stored] = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, me.id), eq(chatMessages.clientId, input.clientId)))
        .limit(1);
      return { message: sameSend(stored!, friend.id), created: false };
    }
    await sendEvent(tx, { type: 'chat.message', messageId: row.id, senderId: me.id, recipientId: friend.id });
    if (!(await isOnline(tx, friend.id))) await notifyOffline(tx, me, friend.id);
    return { message: toChatMessage(row), created: true };
  });
}

/** A retry must be the same send: the same client id to another person is a client bug. */
function sameSend(row: MessageRow, friendId: number): ChatMessage {
  if (row.recipientId !== friendId) throw conflict('This message id was already used for another message.');
  return toChatMessage(row);
}

async function notifyOffline(tx: DbOrTx, me: Me, recipientId: number): Promise<void> {
  const title = `New message from ${me.fullName}`;
  const [pending] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .leftJoin(
      notificationReads,
      and(eq(notificationReads.notificationId, notifications.id), eq(notificationReads.userId, recipientId)),
    )
    .where(
      and(
        eq(notifications.group, 'personal'),
        eq(notifications.userId, recipientId),
        eq(notifications.title, title),
        isNull(notificationReads.notificationId),
      ),
    )
    .limit(1);
  if (pending) return;
  await createNotification(tx, {
    group: 'personal',
    userId: recipientId,
    title,
    content: 'Open the chat in the header to read it.',
  });
}

/**
 * Marks the friend's messages to me read (opening the chat, SPEC 4: unread becomes 0); the
 * friend's tabs hear of it and show "seen". Returns the newest id marked, or null when none was unread.
 */
export async function markConversationRead(db: DbOrTx, me: Me, friendId: number): Promise<number | null> {
  await activeFriend(db, me, friendId);
  return db.transaction(async (tx) => {
    const [result] = await tx
      .with(
        tx.$with('marked').as(
          tx
            .update(chatMessages)
            .set({ readAt: sql`now()` })
            .where(
              and(
                eq(chatMessages.senderId, friendId),
                eq(chatMessages.recipientId, me.id),
                isNull(chatMessages.readAt),
              ),
            )
            .returning({ id: chatMessages.id }),
        ),
      )
      .select({ upTo: sql<number | null>`max(id)` })
      .from(sql`marked`);
    const upToId = result?.upTo == null ? null : Number(result.upTo);
    if (upToId !== null)
      await sendEvent(tx, { type: 'chat.read', readerId: me.id, peerId: friendId, upToId });
    return upToId;
  });
}

/** True while any process has a fresh live connection of the user. */
export async function isOnline(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: chatPresence.userId })
    .from(chatPresence)
    .where(and(eq(chatPresence.userId, userId), freshPresence))
    .limit(1);
  return Boolean(row);
}
