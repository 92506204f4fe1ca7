import { describe, expect, it } from 'vitest';
import { FRIEND_STATUS, MESSAGE_TYPE, MOCK_ERRORS } from '../src/constants';
import type { Conversation, Friend } from '../src/types';
import { makeApp, post } from './helpers';

const names = (friends: Friend[]): string[] => friends.map((friend) => friend.name);

describe('GET /api/friend/list', () => {
  it('answers ~8 friends sorted ascending by name', async () => {
    const res = await makeApp().inject({ method: 'GET', url: '/api/friend/list' });
    expect(res.statusCode).toBe(200);
    const { friends } = res.json() as { friends: Friend[] };
    expect(friends.length).toBeGreaterThanOrEqual(8);
    expect(names(friends)).toEqual([...names(friends)].sort((a, b) => a.localeCompare(b)));
    for (const friend of friends) {
      expect(friend).toEqual({
        id: expect.any(Number),
        photo: expect.any(String),
        name: expect.any(String),
        new: expect.any(Number),
        status: expect.toSatisfy((s) => s === FRIEND_STATUS.online || s === FRIEND_STATUS.offline),
        time: expect.stringMatching(/^(typing|online|\d+ min ago)$/),
      });
    }
  });
});

describe('GET /api/friend/chat', () => {
  it('without id answers every conversation', async () => {
    const res = await makeApp().inject({ method: 'GET', url: '/api/friend/chat' });
    expect(res.statusCode).toBe(200);
    const { chat } = res.json() as { chat: Conversation[] };
    expect(chat.length).toBeGreaterThan(0);
    for (const conversation of chat) {
      expect(conversation).toEqual({
        friend_id: expect.any(Number),
        friend_photo: expect.any(String),
        messages: expect.any(Array),
      });
      for (const message of conversation.messages) {
        expect([MESSAGE_TYPE.incoming, MESSAGE_TYPE.own]).toContain(message.type);
        expect(message).toEqual({
          type: expect.any(Number),
          msg: expect.any(String),
          time: expect.any(String),
        });
      }
    }
  });

  it("with id answers that friend's messages and clears the unread count", async () => {
    const app = makeApp();
    const before = (await app.inject({ method: 'GET', url: '/api/friend/list' })).json().friends as Friend[];
    const unread = before.find((friend) => friend.new > 0)!;

    const res = await app.inject({ method: 'GET', url: `/api/friend/chat?id=${unread.id}` });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages.length).toBeGreaterThan(0);

    const all = (await app.inject({ method: 'GET', url: '/api/friend/chat' })).json().chat as Conversation[];
    expect(messages).toEqual(all.find((c) => c.friend_id === unread.id)!.messages);

    const after = (await app.inject({ method: 'GET', url: '/api/friend/list' })).json().friends as Friend[];
    expect(after.find((friend) => friend.id === unread.id)!.new).toBe(0);
    // Other friends keep their counts.
    const others = before.filter((friend) => friend.id !== unread.id);
    for (const friend of others) expect(after.find((f) => f.id === friend.id)!.new).toBe(friend.new);
  });

  it('answers messages: [] for a friend without a conversation (client shows CHAT NOT FOUND)', async () => {
    const app = makeApp();
    const res = await app.inject({ method: 'GET', url: '/api/friend/chat?id=8' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messages: [] });
  });

  it('answers 404 CHAT NOT FOUND for an unknown friend id', async () => {
    const res = await makeApp().inject({ method: 'GET', url: '/api/friend/chat?id=999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MOCK_ERRORS.chatNotFound });
  });

  it('answers 400 for a malformed id', async () => {
    const res = await makeApp().inject({ method: 'GET', url: '/api/friend/chat?id=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'id must be a non-negative integer' });
  });
});

describe('GET /api/friend/search', () => {
  it('matches names case-insensitively by substring', async () => {
    const app = makeApp();
    const res = await app.inject({ method: 'GET', url: '/api/friend/search?query=SHA' });
    expect(res.statusCode).toBe(200);
    const { results } = res.json() as { results: Friend[] };
    expect(results.length).toBeGreaterThan(0);
    for (const friend of results) expect(friend.name.toLowerCase()).toContain('sha');

    const all = (await app.inject({ method: 'GET', url: '/api/friend/list' })).json().friends as Friend[];
    const expected = all.filter((friend) => friend.name.toLowerCase().includes('sha'));
    expect(names(results)).toEqual(names(expected));

    // Middle-of-name match with mixed case.
    const mid = (await app.inject({ method: 'GET', url: '/api/friend/search?query=rMa' })).json();
    expect(names(mid.results)).toEqual(['Priya Sharma']);
  });

  it('answers every friend for an empty query and none for no match', async () => {
    const app = makeApp();
    const empty = (await app.inject({ method: 'GET', url: '/api/friend/search?query=' })).json();
    expect(empty.results).toHaveLength(8);
    const none = (await app.inject({ method: 'GET', url: '/api/friend/search?query=zzz' })).json();
    expect(none.results).toEqual([]);
  });

  it('answers 400 without a query param', async () => {
    const res = await makeApp().inject({ method: 'GET', url: '/api/friend/search' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'query must be a string' });
  });
});

describe('POST /api/friend/chat/add', () => {
  it('appends an own-type message with the current time and answers the messages', async () => {
    const app = makeApp({ now: () => new Date(2025, 0, 15, 14, 5) });
    const before = (await app.inject({ method: 'GET', url: '/api/friend/chat?id=2' })).json().messages;
    const res = await post(app, '/api/friend/chat/add', { id: 2, msg: 'Please send the invoice too.' });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages).toHaveLength(before.length + 1);
    expect(messages.slice(0, -1)).toEqual(before);
    expect(messages.at(-1)).toEqual({
      type: MESSAGE_TYPE.own,
      msg: 'Please send the invoice too.',
      time: '2:05 PM',
    });
    // Stored: a later read sees it.
    const again = (await app.inject({ method: 'GET', url: '/api/friend/chat?id=2' })).json().messages;
    expect(again).toEqual(messages);
  });

  it('starts a conversation for a friend who has none', async () => {
    const app = makeApp();
    const res = await post(app, '/api/friend/chat/add', { id: '8', msg: 'Hello Aditya' });
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toEqual([
      { type: MESSAGE_TYPE.own, msg: 'Hello Aditya', time: expect.any(String) },
    ]);
    const chat = (await app.inject({ method: 'GET', url: '/api/friend/chat' })).json().chat as Conversation[];
    expect(chat.find((c) => c.friend_id === 8)?.friend_photo).toBe('/images/users/avatar-8.png');
  });

  it('answers 400 for a missing/invalid id or msg', async () => {
    const app = makeApp();
    const noMsg = await post(app, '/api/friend/chat/add', { id: 1 });
    expect(noMsg.statusCode).toBe(400);
    expect(noMsg.json()).toEqual({ message: 'msg must be a non-empty string' });
    const badId = await post(app, '/api/friend/chat/add', { id: -1, msg: 'x' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toEqual({ message: 'id must be a non-negative integer' });
  });

  it('answers 500 Internal server error for an unknown friend', async () => {
    const res = await post(makeApp(), '/api/friend/chat/add', { id: 999, msg: 'anyone?' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error' });
  });
});
