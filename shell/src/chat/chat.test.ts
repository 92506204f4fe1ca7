import type { ChatMessage } from '@managewell/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeMessages } from './ChatPanel';
import { dayLabel, presenceText } from './format';
import { Outbox } from './outbox';

const message = (id: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  clientId: `c${id}`,
  senderId: 1,
  recipientId: 2,
  msg: `m${id}`,
  time: '2026-11-23T06:00:00.000Z',
  readAt: null,
  ...extra,
});

describe('mergeMessages', () => {
  it('keeps one copy of a message that arrives twice (live echo, catch-up) and orders by id', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3, { readAt: 'x' })]);
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(merged[2]!.readAt).toBe('x');
  });
});

describe('presenceText', () => {
  const now = Date.parse('2026-11-23T06:00:00Z');
  it('says typing, online, or how long ago', () => {
    expect(presenceText({ status: 1, lastSeenAt: null }, true, now)).toBe('typing…');
    expect(presenceText({ status: 1, lastSeenAt: null }, false, now)).toBe('online');
    expect(presenceText({ status: 0, lastSeenAt: null }, false, now)).toBe('offline');
    expect(presenceText({ status: 0, lastSeenAt: '2026-11-23T05:59:40Z' }, false, now)).toBe('just now');
    expect(presenceText({ status: 0, lastSeenAt: '2026-11-23T05:55:00Z' }, false, now)).toBe('5 minutes ago');
    expect(presenceText({ status: 0, lastSeenAt: '2026-11-23T05:59:00Z' }, false, now)).toBe('1 minute ago');
    expect(presenceText({ status: 0, lastSeenAt: '2026-11-23T03:00:00Z' }, false, now)).toBe('3 hours ago');
    expect(presenceText({ status: 0, lastSeenAt: '2026-11-20T03:00:00Z' }, false, now)).toBe('3 days ago');
  });
});

describe('dayLabel', () => {
  it('labels days in India time: 20:00 UTC is already the next day there', () => {
    const now = new Date('2026-11-23T06:00:00Z');
    expect(dayLabel('2026-11-22T20:00:00Z', now)).toBe('Today');
    expect(dayLabel('2026-11-22T10:00:00Z', now)).toBe('Yesterday');
    expect(dayLabel('2026-11-01T10:00:00Z', now)).toContain('2026');
  });
});

const send = vi.hoisted(() => vi.fn());
vi.mock('@managewell/api', async (original) => ({
  ...(await original<typeof import('@managewell/api')>()),
  sendChatMessage: send,
}));

describe('Outbox', () => {
  afterEach(() => {
    send.mockReset();
    localStorage.clear();
  });

  it('keeps a message when the network fails and sends it again with the same client id', async () => {
    send.mockRejectedValueOnce('Wrong Services');
    const outbox = new Outbox('test-outbox');
    const item = outbox.add(2, 'hello');
    await outbox.flush();
    expect(outbox.items).toEqual([item]);
    expect(JSON.parse(localStorage.getItem('test-outbox')!)).toHaveLength(1);
    // A reload reads it back.
    const reloaded = new Outbox('test-outbox');
    const sent: ChatMessage[] = [];
    reloaded.onSent((m) => sent.push(m));
    send.mockResolvedValueOnce(message(9, { clientId: item.clientId }));
    await reloaded.flush();
    expect(send.mock.calls.map((call) => call[1])).toEqual([item.clientId, item.clientId]);
    expect(reloaded.items).toEqual([]);
    expect(sent.map((m) => m.id)).toEqual([9]);
  });

  it('shows a refusal (rate limit) on the message instead of retrying it forever', async () => {
    send.mockRejectedValueOnce({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'You can send at most 30 messages a minute.',
    });
    const outbox = new Outbox('test-outbox');
    outbox.add(2, 'one too many');
    await outbox.flush();
    expect(outbox.items[0]!.error).toContain('30 messages a minute');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
