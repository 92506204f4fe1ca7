import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TodoItem } from '../src/types';
import { makeApp, post } from './helpers';

const LISTS = [
  ['card', 'cardTodo'],
  ['basic', 'basicTodo'],
  ['modal', 'modalTodo'],
] as const;

async function getList(app: FastifyInstance, list: string, key: string): Promise<TodoItem[]> {
  const res = await app.inject({ method: 'GET', url: `/api/todo/${list}` });
  expect(res.statusCode).toBe(200);
  return res.json()[key];
}

describe.each(LISTS)('to-do list %s', (list, key) => {
  it(`GET answers {${key}} of {note, complete} items`, async () => {
    const items = await getList(makeApp(), list, key);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(item).toEqual({ note: expect.any(String), complete: expect.any(Boolean) });
  });

  it('add appends an incomplete item and answers the list', async () => {
    const app = makeApp();
    const before = await getList(app, list, key);
    const res = await post(app, `/api/todo/${list}/add`, { note: 'Order chlorine tablets' });
    expect(res.statusCode).toBe(200);
    const after = res.json()[key];
    expect(after).toEqual([...before, { note: 'Order chlorine tablets', complete: false }]);
    expect(await getList(app, list, key)).toEqual(after);
  });

  it('add answers 400 without a note', async () => {
    const app = makeApp();
    for (const body of [{}, { note: '' }, { note: 42 }]) {
      const res = await post(app, `/api/todo/${list}/add`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'note must be a non-empty string' });
    }
  });

  it('complete answers 400 for a malformed key and 500 for a key with no item', async () => {
    const app = makeApp();
    for (const body of [{}, { key: 'x' }, { key: 1.5 }, { key: -1 }]) {
      const res = await post(app, `/api/todo/${list}/complete`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'key must be a non-negative integer' });
    }
    const missing = await post(app, `/api/todo/${list}/complete`, { key: 999 });
    expect(missing.statusCode).toBe(500);
    expect(missing.json()).toEqual({ message: 'Internal server error' });
  });

  it('isolates state between app instances', async () => {
    const a = makeApp();
    await post(a, `/api/todo/${list}/add`, { note: 'only in a' });
    const b = makeApp();
    expect((await getList(b, list, key)).some((item) => item.note === 'only in a')).toBe(false);
  });
});

describe('card to-do', () => {
  it('complete toggles the item', async () => {
    const app = makeApp();
    const [first] = await getList(app, 'card', 'cardTodo');
    const once = await post(app, '/api/todo/card/complete', { key: 0 });
    expect(once.statusCode).toBe(200);
    expect(once.json().cardTodo[0]).toEqual({ note: first!.note, complete: !first!.complete });
    const twice = await post(app, '/api/todo/card/complete', { key: 0 });
    expect(twice.json().cardTodo[0]).toEqual(first);
  });

  it('has no delete', async () => {
    const app = makeApp();
    const before = await getList(app, 'card', 'cardTodo');
    const res = await post(app, '/api/todo/card/delete', { key: 0 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await getList(app, 'card', 'cardTodo')).toEqual(before);
  });
});

describe.each([
  ['basic', 'basicTodo'],
  ['modal', 'modalTodo'],
] as const)('%s to-do', (list, key) => {
  it('complete marks the item complete and keeps it complete', async () => {
    const app = makeApp();
    const items = await getList(app, list, key);
    const index = items.findIndex((item) => !item.complete);
    const once = await post(app, `/api/todo/${list}/complete`, { key: index });
    expect(once.statusCode).toBe(200);
    expect(once.json()[key][index]).toEqual({ note: items[index]!.note, complete: true });
    const twice = await post(app, `/api/todo/${list}/complete`, { key: index });
    expect(twice.json()[key][index].complete).toBe(true);
  });

  it('delete removes the item at key and answers the list', async () => {
    const app = makeApp();
    const items = await getList(app, list, key);
    const res = await post(app, `/api/todo/${list}/delete`, { key: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()[key]).toEqual(items.filter((_, i) => i !== 1));
    expect(await getList(app, list, key)).toHaveLength(items.length - 1);
  });

  it('delete answers 400 for a malformed key and 500 for a key with no item', async () => {
    const app = makeApp();
    const bad = await post(app, `/api/todo/${list}/delete`, { key: 'first' });
    expect(bad.statusCode).toBe(400);
    const missing = await post(app, `/api/todo/${list}/delete`, { key: 999 });
    expect(missing.statusCode).toBe(500);
    expect(missing.json()).toEqual({ message: 'Internal server error' });
  });
});
