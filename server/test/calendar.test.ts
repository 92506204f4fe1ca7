import type { CalendarEvent } from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CalendarLayerProvider, eventsInRange } from '../src/workplace/calendar/layers';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let sales: string;
let hr: string;

beforeAll(async () => {
  server = await startTestServer();
  [sales, hr] = await Promise.all([server.tokenFor('sales'), server.tokenFor('hr')]);
});
afterAll(() => server.close());

const RANGE = '?start=2026-12-01T00:00:00%2B05:30&end=2027-01-01T00:00:00%2B05:30';
const list = async (token: string, query = RANGE) => {
  const response = await server.call({ method: 'GET', url: `/api/calendar/events${query}`, token });
  expect(response.statusCode).toBe(200);
  return response.json().success as CalendarEvent[];
};
const create = (token: string, body: object) =>
  server.call({ method: 'POST', url: '/api/calendar/events', token, payload: body });

describe('company calendar', () => {
  it('creates an event stored in UTC, visible to everyone when shared, editable by its owner only', async () => {
    const created = await create(sales, {
      title: 'Pool handover, Baner',
      start: '2026-12-10T10:30:00+05:30',
      end: '2026-12-10T12:00:00+05:30',
      url: 'https://example.com/handover',
      backgroundColor: '#52c41a',
      borderColor: '#389e0d',
      textColor: '#ffffff',
    });
    expect(created.statusCode).toBe(201);
    const event = created.json().success as CalendarEvent;
    expect(event.start).toBe('2026-12-10T05:00:00.000Z');
    expect(event.editable).toBe(true);

    const seenByHr = (await list(hr)).find((e) => e.id === event.id)!;
    expect(seenByHr).toMatchObject({ title: 'Pool handover, Baner', editable: false, layer: 'events' });

    const id = event.id.replace('event-', '');
    const moved = {
      title: 'Pool handover, Baner',
      start: '2026-12-11T10:30:00+05:30',
      end: '2026-12-11T13:00:00+05:30',
    };
    expect(
      (await server.call({ method: 'PUT', url: `/api/calendar/events/${id}`, token: hr, payload: moved }))
        .statusCode,
    ).toBe(404);
    const put = await server.call({
      method: 'PUT',
      url: `/api/calendar/events/${id}`,
      token: sales,
      payload: moved,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().success.end).toBe('2026-12-11T07:30:00.000Z');
    expect(
      (await server.call({ method: 'DELETE', url: `/api/calendar/events/${id}`, token: hr })).statusCode,
    ).toBe(404);
    expect(
      (await server.call({ method: 'DELETE', url: `/api/calendar/events/${id}`, token: sales })).statusCode,
    ).toBe(200);
    expect((await list(hr)).some((e) => e.id === event.id)).toBe(false);
  });

  it('keeps private events to their owner', async () => {
    const created = await create(sales, { title: 'Dentist', start: '2026-12-15T09:00:00Z', shared: false });
    const id = created.json().success.id;
    expect((await list(sales)).some((e) => e.id === id)).toBe(true);
    expect((await list(hr)).some((e) => e.id === id)).toBe(false);
  });

  it('validates with clear field messages', async () => {
    const bad = await create(sales, {
      title: ' ',
      start: 'tomorrow',
      backgroundColor: 'green',
      url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['backgroundColor', 'start', 'title', 'url']);
    const backwards = await create(sales, {
      title: 'x',
      start: '2026-12-10T10:00:00Z',
      end: '2026-12-10T09:00:00Z',
    });
    expect(backwards.json().fields.end).toBe('The end must not be before the start.');
    expect((await server.call({ method: 'GET', url: '/api/calendar/events', token: sales })).statusCode).toBe(
      400,
    );
  });

  it('lists the layers the role sees and includes only the chosen ones', async () => {
    const layers = await server.call({ method: 'GET', url: '/api/calendar/layers', token: hr });
    expect(layers.json().success).toEqual([
      { key: 'events', label: 'Company calendar', readOnly: false },
      { key: 'holidays', label: 'Holidays', readOnly: true },
      { key: 'leave', label: 'Approved leave', readOnly: true },
    ]);
    const forSales = await server.call({ method: 'GET', url: '/api/calendar/layers', token: sales });
    expect(forSales.json().success.map((l: { key: string }) => l.key)).toEqual([
      'events',
      'holidays',
      'leave',
      'follow-ups',
    ]);
    expect(await list(hr, `${RANGE}&layers=none`)).toEqual([]);
  });

  it('merges read-only layers from the registry, for the roles they name', async () => {
    const followUps: CalendarLayerProvider = {
      key: 'follow-ups',
      label: 'Follow-ups',
      roles: ['sales'],
      events: async () => [
        {
          id: 'follow-ups-1',
          title: 'Call Mr Rao',
          start: '2026-12-02T04:30:00.000Z',
          end: null,
          allDay: false,
          url: null,
          borderColor: '#fa8c16',
          backgroundColor: '#fa8c16',
          textColor: '#ffffff',
          layer: 'x',
          editable: true,
          shared: false,
        },
      ],
    };
    const range = { start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') };
    const salesUser = { id: await server.userId('sales'), role: 'sales' as const } as never;
    const hrUser = { id: await server.userId('hr'), role: 'hr' as const } as never;
    const forSales = await eventsInRange(server.database.db, salesUser, range, ['follow-ups'], [followUps]);
    expect(forSales).toEqual([
      expect.objectContaining({ id: 'follow-ups-1', layer: 'follow-ups', editable: false }),
    ]);
    expect(await eventsInRange(server.database.db, hrUser, range, null, [followUps])).toEqual([]);
  });

  it('shows holidays, approved leave (names only) and the sales person’s own follow-ups', async () => {
    const { pool } = server.database;
    const far = '?start=2030-03-01T00:00:00%2B05:30&end=2030-04-01T00:00:00%2B05:30';
    await pool.query(
      `insert into holidays (list_id, date, name) select id, '2030-03-14', 'Holi' from holiday_lists where is_default`,
    );
    const { rows: who } = await pool.query<{ id: number; full_name: string }>(
      `select id, full_name from employees order by id limit 1`,
    );
    const { rows: type } = await pool.query<{ id: number }>(`select id from leave_types order by id limit 1`);
    await pool.query(
      `insert into leave_requests (employee_id, leave_type_id, start_date, end_date, days, reason, status)
       values ($1, $2, '2030-03-18', '2030-03-19', 2, 'A private reason', 'approved'),
              ($1, $2, '2030-03-25', '2030-03-25', 1, 'Still pending', 'pending')`,
      [who[0]!.id, type[0]!.id],
    );
    const salesId = await server.userId('sales');
    const { rows: lead } = await pool.query<{ lead_id: number }>(
      `update lead_sales set owner_id = $1, next_follow_up_at = '2030-03-20T05:00:00Z'
       where lead_id = (select min(lead_id) from lead_sales) returning lead_id`,
      [salesId],
    );
    const titles = (events: CalendarEvent[]) => events.map((e) => [e.layer, e.title, e.start, e.end]);
    const forHr = await list(hr, far);
    expect(titles(forHr)).toEqual([
      ['holidays', 'Holi', '2030-03-14', '2030-03-15'],
      ['leave', `${who[0]!.full_name}: on leave`, '2030-03-18', '2030-03-20'],
    ]);
    expect(JSON.stringify(forHr)).not.toContain('private reason');
    const forSales = await list(sales, far);
    expect(forSales.map((e) => e.layer)).toEqual(['holidays', 'leave', 'follow-ups']);
    expect(forSales[2]).toMatchObject({
      start: '2030-03-20T05:00:00.000Z',
      url: `/app/sales/leads/${lead[0]!.lead_id}`,
      editable: false,
    });
    expect((await list(sales, `${far}&layers=follow-ups`)).map((e) => e.layer)).toEqual(['follow-ups']);
  });
});
