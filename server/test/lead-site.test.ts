import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Lead, LeadHistoryEntry } from '@managewell/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
let verifier: string;
let sales: string;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'mw-site-map-'));
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  server = await startTestServer({
    webRoot,
    mapTiles: { url: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png', attribution: '© Example tiles' },
  });
  verifier = await server.tokenFor('verification');
  sales = await server.tokenFor('sales');
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const newLead = async (mobile: string) => {
  const response = await server.call({
    method: 'POST',
    url: '/api/leads',
    token: verifier,
    payload: { first_name: 'Kavya', mobile, source: 'phone-call', city: 'Pune' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().success as Lead;
};

const saveSite = (id: number, payload: Record<string, unknown>, token = verifier) =>
  server.call({ method: 'PATCH', url: `/api/leads/${id}/site`, token, payload });

const site = {
  site_latitude: 18.520431,
  site_longitude: 73.856743,
  site_note: 'Gate on the lane behind the temple',
  address_line1: '12 Shivaji Nagar',
  city: 'Pune',
  state: 'Maharashtra',
  postal_code: '411005',
};

describe('PATCH /api/leads/:id/site', () => {
  it('saves the site on the current version, shows it in the list and detail, and records the changes', async () => {
    const lead = await newLead('9000011111');
    expect(lead).toMatchObject({ site_latitude: null, site_longitude: null, site_note: null });
    const saved = await saveSite(lead.id, { ...site, version: lead.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().success).toMatchObject({ ...site, version: lead.version + 1 });

    const detail = (
      await server.call({ method: 'GET', url: `/api/leads/${lead.id}`, token: verifier })
    ).json().success as Lead;
    expect(detail).toMatchObject(site);
    const listed = (
      await server.call({ method: 'GET', url: '/api/leads?q=9000011111', token: verifier })
    ).json().success.items as Lead[];
    expect(listed).toEqual([detail]);

    const history = (
      await server.call({ method: 'GET', url: `/api/leads/${lead.id}/history`, token: verifier })
    ).json().success as LeadHistoryEntry[];
    expect(history[0]).toMatchObject({
      action: 'updated',
      changes: {
        site_latitude: { from: null, to: 18.520431 },
        address_line1: { from: null, to: '12 Shivaji Nagar' },
      },
    });
    expect(history[0]!.changes.city).toBeUndefined();
  });

  it('refuses a stale version with 409 and clears the point when both coordinates are null', async () => {
    const lead = await newLead('9000022222');
    const first = await saveSite(lead.id, { ...site, version: lead.version });
    expect(first.statusCode).toBe(200);
    const stale = await saveSite(lead.id, { ...site, city: 'Nashik', version: lead.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT' });
    const cleared = await saveSite(lead.id, {
      site_latitude: null,
      site_longitude: null,
      version: lead.version + 1,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().success).toMatchObject({
      site_latitude: null,
      site_longitude: null,
      address_line1: null,
    });
  });

  it('refuses coordinates out of range, with more than 6 decimals, or only one of the two', async () => {
    const lead = await newLead('9000033333');
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ site_latitude: 91, site_longitude: 73 }, 'site_latitude', /between -90 and 90/],
      [{ site_latitude: 18, site_longitude: -180.5 }, 'site_longitude', /between -180 and 180/],
      [{ site_latitude: 18.1234567, site_longitude: 73 }, 'site_latitude', /6 decimals/],
      [{ site_latitude: 18.5, site_longitude: null }, 'site_longitude', /both/],
      [{ site_latitude: '18.5', site_longitude: 73 }, 'site_latitude', /number/],
    ];
    for (const [point, field, message] of cases) {
      const response = await saveSite(lead.id, { ...point, version: lead.version });
      expect(response.statusCode, JSON.stringify(point)).toBe(400);
      expect(JSON.stringify(response.json()), JSON.stringify(point)).toContain(field);
      expect(JSON.stringify(response.json())).toMatch(message);
    }
  });

  it('lets sales survey verified leads only, and keeps other roles out', async () => {
    const lead = await newLead('9000044444');
    const unverified = await saveSite(lead.id, { ...site, version: lead.version }, sales);
    expect(unverified.statusCode).toBe(404);
    const verified = await server.call({
      method: 'POST',
      url: `/api/leads/${lead.id}/verify`,
      token: verifier,
      payload: { version: lead.version, allowDuplicate: true },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const bySales = await saveSite(lead.id, { ...site, version: lead.version + 1 }, sales);
    expect(bySales.statusCode, bySales.body).toBe(200);
    const hr = await server.tokenFor('hr');
    expect((await saveSite(lead.id, { ...site, version: lead.version + 2 }, hr)).statusCode).toBe(403);
  });
});

describe('GET /api/leads/site-map', () => {
  it('gives the configured tiles and their credit to the surveying roles', async () => {
    const response = await server.call({ method: 'GET', url: '/api/leads/site-map', token: sales });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toEqual({
      tile_url: 'https://{s}.tiles.example.in/{z}/{x}/{y}.png',
      attribution: '© Example tiles',
    });
  });

  it("allows the tile host's pictures, and nothing else from it, on the staff pages", async () => {
    const page = await server.call({ method: 'GET', url: '/app/auth/map-form' });
    const policy = String(page.headers['content-security-policy']);
    const directives = policy.split('; ');
    expect(directives.find((d) => d.startsWith('img-src '))).toContain('https://*.tiles.example.in');
    expect(directives.filter((d) => d.includes('tiles.example.in'))).toHaveLength(1);
  });
});
