import type { Endpoint } from './endpoint';
import { staffRequestEndpoints } from './people/staff-requests';
import { leadEndpoints } from './pipeline/leads';
import { apiDocsEndpoints } from './platform/api-docs';
import { authEndpoints } from './platform/auth';
import { healthEndpoints } from './platform/health';
import { careerApplicationEndpoints, publicFormEndpoints } from './website/public-forms';
import { siteEndpoints, siteMediaEndpoints } from './website/site';
import { webEndpoints } from './website/web';
import { webVitalEndpoints } from './website/web-vitals';
import { calendarEndpoints } from './workplace/calendar';
import { chatEndpoints } from './workplace/chat';
import { liveEndpoints } from './workplace/live';
import { notificationEndpoints } from './workplace/notifications';
import { outboxEndpoints } from './workplace/outbox';

export {
  apiDocsEndpoints,
  authEndpoints,
  calendarEndpoints,
  careerApplicationEndpoints,
  chatEndpoints,
  healthEndpoints,
  leadEndpoints,
  liveEndpoints,
  notificationEndpoints,
  outboxEndpoints,
  publicFormEndpoints,
  siteEndpoints,
  siteMediaEndpoints,
  staffRequestEndpoints,
  webEndpoints,
  webVitalEndpoints,
};

/** The business regions the server and this contract are grouped by (OpenAPI tags). */
export const REGIONS = ['website', 'pipeline', 'people', 'workplace', 'platform'] as const;
export type Region = (typeof REGIONS)[number];

/** Every declared module, by region: the order of the reference. */
export const ENDPOINT_MODULES = {
  'website.site': { region: 'website', endpoints: siteEndpoints },
  'website.siteMedia': { region: 'website', endpoints: siteMediaEndpoints },
  'website.publicForms': { region: 'website', endpoints: publicFormEndpoints },
  'website.careerApplication': { region: 'website', endpoints: careerApplicationEndpoints },
  'website.webVitals': { region: 'website', endpoints: webVitalEndpoints },
  'website.web': { region: 'website', endpoints: webEndpoints },
  'pipeline.leads': { region: 'pipeline', endpoints: leadEndpoints },
  'platform.auth': { region: 'platform', endpoints: authEndpoints },
  'platform.health': { region: 'platform', endpoints: healthEndpoints },
  'platform.apiDocs': { region: 'platform', endpoints: apiDocsEndpoints },
  'workplace.notifications': { region: 'workplace', endpoints: notificationEndpoints },
  'workplace.calendar': { region: 'workplace', endpoints: calendarEndpoints },
  'workplace.outbox': { region: 'workplace', endpoints: outboxEndpoints },
  'workplace.chat': { region: 'workplace', endpoints: chatEndpoints },
  'workplace.live': { region: 'workplace', endpoints: liveEndpoints },
  'people.staffRequests': { region: 'people', endpoints: staffRequestEndpoints },
} as const satisfies Record<string, { region: Region; endpoints: Record<string, Endpoint> }>;

type Modules = typeof ENDPOINT_MODULES;
type Flatten<M extends keyof Modules> = M extends `${string}.${infer Name}`
  ? { [K in keyof Modules[M]['endpoints'] & string as `${Name}.${K}`]: Modules[M]['endpoints'][K] }
  : never;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void
  ? I
  : never;

export type Endpoints = UnionToIntersection<Flatten<keyof Modules>>;
export type EndpointKey = keyof Endpoints & string;
/**
 * A declared route's path as a literal type: pages that must not carry the route table (the public
 * site's first page) write the path and have it checked against the declaration.
 */
export type EndpointPath<K extends EndpointKey> = Endpoints[K]['path'];

function flatten(): Endpoints {
  const all: Record<string, Endpoint> = {};
  for (const [id, { endpoints }] of Object.entries(ENDPOINT_MODULES)) {
    const name = id.slice(id.indexOf('.') + 1);
    for (const [key, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
      const full = `${name}.${key}`;
      if (all[full]) throw new Error(`Two endpoints are named ${full}.`);
      all[full] = endpoint;
    }
  }
  return all as Endpoints;
}

/** Every declared endpoint under a unique key such as 'leads.list'. */
export const endpoints: Endpoints = flatten();

/** The region of an endpoint key ('leads.list' → 'pipeline'). */
export function regionOf(key: string): Region | undefined {
  for (const [id, { region }] of Object.entries(ENDPOINT_MODULES)) {
    if (key.startsWith(`${id.slice(id.indexOf('.') + 1)}.`)) return region;
  }
  return undefined;
}
