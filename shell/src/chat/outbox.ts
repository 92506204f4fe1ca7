import { type ChatMessage, isApiErrorBody, messageOf, sendChatMessage } from '@managewell/api';

/** A message typed but not yet stored by the server (offline, or the send failed). */
export interface PendingMessage {
  clientId: string;
  friendId: number;
  msg: string;
  createdAt: string;
  /** The server refused it (too long, too many): shown with the reason, not retried by itself. */
  error?: string;
}

type Listener = () => void;

/**
 * The chat's outbox: every message goes through it, with an id of its own (the server stores a
 * client id once, so a retry never makes a copy). Messages that could not be sent (no network,
 * server down) stay here, kept in localStorage across reloads, shown as pending, and are sent
 * again when the live channel reconnects.
 */
export class Outbox {
  #items: PendingMessage[];
  readonly #listeners = new Set<Listener>();
  readonly #sent = new Set<(message: ChatMessage) => void>();
  #flushing: Promise<void> | null = null;

  constructor(private readonly storageKey: string) {
    this.#items = read(storageKey);
  }

  get items(): readonly PendingMessage[] {
    return this.#items;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  onSent(listener: (message: ChatMessage) => void): () => void {
    this.#sent.add(listener);
    return () => this.#sent.delete(listener);
  }

  add(friendId: number, msg: string): PendingMessage {
    const item: PendingMessage = {
      clientId: crypto.randomUUID(),
      friendId,
      msg,
      createdAt: new Date().toISOString(),
    };
    this.#set([...this.#items, item]);
    void this.flush();
    return item;
  }

  discard(clientId: string): void {
    this.#set(this.#items.filter((item) => item.clientId !== clientId));
  }

  retry(clientId: string): void {
    this.#set(this.#items.map((item) => (item.clientId === clientId ? { ...item, error: undefined } : item)));
    void this.flush();
  }

  /** Sends what is waiting, in order; stops at the first network failure (retried on reconnect). */
  flush(): Promise<void> {
    this.#flushing ??= this.#flushAll().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  async #flushAll(): Promise<void> {
    for (;;) {
      const next = this.#items.find((item) => !item.error);
      if (!next) return;
      try {
        const stored = await sendChatMessage(next.friendId, next.clientId, next.msg);
        this.#set(this.#items.filter((item) => item.clientId !== next.clientId));
        for (const listener of this.#sent) listener(stored);
      } catch (failure) {
        if (!isApiErrorBody(failure) || failure.code === 'SERVICE_UNAVAILABLE' || failure.code === 'INTERNAL')
          return;
        // Refused for a reason the user must see (length, rate, colleague gone).
        const error = messageOf(failure);
        this.#set(this.#items.map((item) => (item.clientId === next.clientId ? { ...item, error } : item)));
      }
    }
  }

  #set(items: PendingMessage[]): void {
    this.#items = items;
    try {
      localStorage.setItem(this.storageKey, JSON.stringify(items));
    } catch {
      // storage full or blocked: the queue still works for this page
    }
    for (const listener of this.#listeners) listener();
  }
}

function read(key: string): PendingMessage[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as PendingMessage[]) : [];
  } catch {
    return [];
  }
}

export const outboxKey = (userId: number) => `mw-chat-outbox-${userId}`;

const outboxes = new Map<number, Outbox>();
export function outboxOf(userId: number): Outbox {
  let outbox = outboxes.get(userId);
  if (!outbox) {
    outbox = new Outbox(outboxKey(userId));
    outboxes.set(userId, outbox);
  }
  return outbox;
}
