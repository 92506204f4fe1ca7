/**
 * The mixed-load benchmark: public visitors and staff at once against one server, for a fixed
 * time, over loopback. Each request type runs as its own autocannon instance (closed loop: a
 * connection sends its next request when the answer arrives, no think time), all started
 * together, so each type gets its own p50/p99 and error count.
 *
 * Visitors (200 connections): page documents (the site's client-side navigation), server-
 * rendered HTML (a first visit), search, and enquiries. Each visitor connection comes from an
 * address of its own (X-Forwarded-For; the bench server runs with TRUST_PROXY, as behind a load
 * balancer), so the per-address form limit and its row are per visitor as in real traffic; the
 * bench server's PUBLIC_FORM_LIMIT is raised, since one connection sends far more than a person.
 * Staff (20 connections): the lead list, opening a lead, editing a lead (a lead no other edit
 * holds, with the version from its last answer, so edits never conflict) and notifications.
 */
import autocannon from 'autocannon';

export interface MixedLoadOptions {
  base: string;
  seconds: number;
  /** Bearer tokens of verification users (staff connections take them in turn). */
  tokens: string[];
  /** The staff user's id (notifications are per user). */
  userId: number;
  /** Public paths to browse (page documents and HTML). */
  paths: string[];
  /** Lead ids with their current version: one per editing connection. */
  leads: { id: number; version: number; mobile: string; email: string | null; source: string }[];
}

export interface TypeResult {
  label: string;
  connections: number;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The first failed answer (status and the start of its body), to say what the errors are. */
  firstError: string | null;
}

const SEARCH_TERMS = ['pool', 'filter', 'heat pump', 'membrane', 'villa', 'resort', 'lighting', 'salt'];
const SERVICES = [
  'swimming-pool-design-and-construction',
  'pool-renovation-and-leak-repair',
  'swimming-pool-maintenance-amc',
];

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length]!;
}

export async function mixedLoad(options: MixedLoadOptions): Promise<TypeResult[]> {
  const { base, seconds, tokens, userId, paths, leads } = options;
  const duration = seconds;
  const gzip = { 'accept-encoding': 'br, gzip' };
  let counter = 0;
  const next = () => counter++;
  const staff = (n: number) => ({ ...gzip, authorization: `Bearer ${pick(tokens, n)}` });
  // One address per visitor connection (10.1.0.1 …), kept in the connection's context.
  let visitorSlot = 0;
  const visitor = (context: unknown) => {
    const ctx = context as { address?: string };
    ctx.address ??= `10.1.${Math.floor(visitorSlot / 250)}.${1 + (visitorSlot++ % 250)}`;
    return { 'x-forwarded-for': ctx.address };
  };
  const idleLeads = leads.map((lead) => ({ ...lead }));

  const types: { label: string; connections: number; options: Partial<autocannon.Options> }[] = [
    {
      label: 'Visitor: page document (GET /api/website-frontend/page)',
      connections: 80,
      options: {
        requests: [
          {
            setupRequest: (req, context) => ({
              ...req,
              path: `/api/website-frontend/page?path=${encodeURIComponent(pick(paths, next()))}`,
              headers: { ...req.headers, ...visitor(context) },
            }),
          },
        ],
        headers: gzip,
      },
    },
    {
      label: 'Visitor: server-rendered page (GET /<path> HTML)',
      connections: 60,
      options: {
        requests: [
          {
            setupRequest: (req, context) => ({
              ...req,
              path: pick(paths, next()),
              headers: { ...req.headers, ...visitor(context) },
            }),
          },
        ],
        headers: gzip,
      },
    },
    {
      label: 'Visitor: search (GET /api/website-frontend/search)',
      connections: 40,
      options: {
        requests: [
          {
            setupRequest: (req, context) => ({
              ...req,
              path: `/api/website-frontend/search?q=${encodeURIComponent(pick(SEARCH_TERMS, next()))}`,
              headers: { ...req.headers, ...visitor(context) },
            }),
          },
        ],
        headers: gzip,
      },
    },
    {
      label: 'Visitor: enquiry (POST /api/website-frontend/enquiry)',
      connections: 20,
      options: {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (req, context) => {
              const n = next();
              return {
                ...req,
                path: '/api/website-frontend/enquiry',
                headers: { ...req.headers, ...visitor(context) },
                body: JSON.stringify({
                  name: `Bench Visitor ${n}`,
                  email: `visitor${n}@example.in`,
                  // 6 000 000 000 + n: apart from the bench's leads (7…) that staff edit meanwhile,
                  // whose duplicate check would otherwise find a visitor with the same mobile.
                  phone: String(6_000_000_000 + (n % 999_999_999)),
                  service: pick(SERVICES, n),
                  message: 'We would like a quote for a 10 x 4 m pool at our villa.',
                  page: '/',
                }),
              };
            },
          },
        ],
      },
    },
    {
      label: 'Staff: lead list (GET /api/leads)',
      connections: 8,
      options: {
        requests: [
          {
            setupRequest: (req) => {
              const n = next();
              return { ...req, path: `/api/leads?page=${1 + (n % 5)}&pageSize=20`, headers: staff(n) };
            },
          },
        ],
      },
    },
    {
      label: 'Staff: open a lead (GET /api/leads/:id)',
      connections: 4,
      options: {
        requests: [
          {
            setupRequest: (req) => {
              const n = next();
              return { ...req, path: `/api/leads/${pick(leads, n).id}`, headers: staff(n) };
            },
          },
        ],
      },
    },
    {
      label: 'Staff: edit a lead (PATCH /api/leads/:id)',
      connections: 4,
      options: {
        method: 'PATCH',
        requests: [
          {
            setupRequest: (req, context) => {
              // A lead nobody is editing (taken here, given back with its new version below):
              // autocannon clears a connection's context before each request, so it cannot hold one.
              const lead = idleLeads.shift() ?? { ...leads[0]! };
              (context as { lead?: typeof lead }).lead = lead;
              const n = next();
              return {
                ...req,
                path: `/api/leads/${lead.id}`,
                headers: { ...staff(n), 'content-type': 'application/json' },
                body: JSON.stringify({
                  first_name: 'Bench',
                  // The lead's own contact details (an edit is the whole lead: left out, they would be
                  // cleared, and a changed contact is checked against every other lead).
                  mobile: lead.mobile,
                  email: lead.email ?? undefined,
                  source: lead.source,
                  notes: `Called back (${n}).`,
                  version: lead.version,
                }),
              };
            },
            onResponse: (status, body, context) => {
              const lead = (context as { lead?: (typeof leads)[number] }).lead;
              if (!lead) return;
              if (status === 200) lead.version = JSON.parse(body).success.version;
              idleLeads.push(lead);
            },
          },
        ],
      },
    },
    {
      label: 'Staff: notifications (GET /api/notification/…)',
      connections: 4,
      options: {
        requests: [
          {
            setupRequest: (req) => {
              const n = next();
              return {
                ...req,
                path: `/api/notification/getEmployeeNotification/${userId}`,
                headers: staff(n),
              };
            },
          },
        ],
      },
    },
  ];

  const results = await Promise.all(
    types.map(async (type) => {
      let firstError: string | null = null;
      // Every request type keeps its first failed answer, so a row with errors says what they are.
      const requests = (type.options.requests ?? []).map((request) => ({
        ...request,
        onResponse: (status: number, body: string, context: Record<string, unknown>, headers: object) => {
          if (status >= 300 && firstError === null) firstError = `${status} ${String(body).slice(0, 160)}`;
          if (typeof request.onResponse === 'function')
            request.onResponse(status, body, context, headers as never);
        },
      }));
      const result = await autocannon({
        url: base,
        connections: type.connections,
        duration,
        // A slow answer is measured, not dropped: on a busy machine 10 s (the default) is too short.
        timeout: 60,
        ...type.options,
        requests,
      } as autocannon.Options);
      return {
        label: type.label,
        connections: type.connections,
        requests: result.requests.total,
        perSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        firstError:
          firstError ??
          (result.timeouts + result.errors > 0
            ? `${result.timeouts} timeouts, ${result.errors} connection errors`
            : null),
      };
    }),
  );
  return results;
}
