import { describe, expect, it } from 'vitest';
import type { CalendarEvent, TaskBoard } from '../src/types';
import { makeApp } from './helpers';

describe('GET /api/taskboard', () => {
  it('answers {taskboard} with 3-4 lanes of cards', async () => {
    const res = await makeApp().inject({ method: 'GET', url: '/api/taskboard' });
    expect(res.statusCode).toBe(200);
    const { taskboard } = res.json() as { taskboard: TaskBoard };
    expect(taskboard.id).toEqual(expect.any(String));
    expect(taskboard.lanes.length).toBeGreaterThanOrEqual(3);
    expect(taskboard.lanes.length).toBeLessThanOrEqual(4);
    for (const lane of taskboard.lanes) {
      expect(lane).toEqual({
        id: expect.any(String),
        title: expect.any(String),
        label: expect.any(String),
        style: { width: expect.any(Number) },
        cards: expect.any(Array),
      });
      for (const card of lane.cards) {
        expect(card).toEqual({
          id: expect.any(String),
          title: expect.any(String),
          label: expect.any(String),
          description: expect.any(String),
        });
      }
    }
  });
});

describe('GET /api/calendar/events', () => {
  it('answers ~10 {events} around the current month', async () => {
    const now = new Date(2025, 5, 10, 12);
    const res = await makeApp({ now: () => now }).inject({ method: 'GET', url: '/api/calendar/events' });
    expect(res.statusCode).toBe(200);
    const { events } = res.json() as { events: CalendarEvent[] };
    expect(events.length).toBeGreaterThanOrEqual(10);
    const allowed = ['title', 'start', 'end', 'id', 'url', 'borderColor', 'backgroundColor', 'textColor'];
    for (const event of events) {
      expect(Object.keys(event).every((k) => allowed.includes(k))).toBe(true);
      expect(event).toMatchObject({
        title: expect.any(String),
        start: expect.any(String),
        borderColor: expect.stringMatching(/^#/),
        backgroundColor: expect.stringMatching(/^#/),
        textColor: expect.stringMatching(/^#/),
      });
      const start = new Date(event.start);
      expect(Number.isNaN(start.getTime())).toBe(false);
      if (event.end !== undefined) expect(new Date(event.end).getTime()).toBeGreaterThan(start.getTime());
      // Within a month either side of now.
      expect(Math.abs(start.getTime() - now.getTime())).toBeLessThan(45 * 24 * 60 * 60 * 1000);
    }
    const inMonth = events.filter((e) => new Date(e.start).getMonth() === now.getMonth());
    expect(inMonth.length).toBeGreaterThanOrEqual(8);
  });
});

describe('errors', () => {
  it('answers unknown routes with 404 {message}', async () => {
    const res = await makeApp().inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/nope not found' });
  });

  it('answers invalid JSON with 400 {message}', async () => {
    const res = await makeApp().inject({
      method: 'POST',
      url: '/api/todo/basic/add',
      headers: { 'content-type': 'application/json' },
      payload: '{"note":',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['message']);
  });
});
