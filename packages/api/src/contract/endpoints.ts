import type { Endpoint } from './endpoint';
import { complianceEndpoints } from './people/compliance';
import { goalEndpoints } from './people/goals';
import { hrEndpoints } from './people/hr';
import { incomeTaxEndpoints } from './people/income-tax';
import { joiningKitEndpoints } from './people/joining-kit';
import { offerEndpoints } from './people/offers';
import { payrollEndpoints } from './people/payroll';
import { payrollFileEndpoints } from './people/payroll-files';
import { resignationEndpoints } from './people/resignation';
import { settlementEndpoints } from './people/settlement';
import { staffRequestEndpoints } from './people/staff-requests';
import { suggestionEndpoints } from './people/suggestions';
import { billingEndpoints } from './pipeline/billing';
import { leadEndpoints } from './pipeline/leads';
import { quotationEndpoints } from './pipeline/quotations';
import { salesEndpoints } from './pipeline/sales';
import { apiDocsEndpoints } from './platform/api-docs';
import { authEndpoints } from './platform/auth';
import { backupEndpoints } from './platform/backups';
import { healthEndpoints } from './platform/health';
import { mediaLibraryEndpoints } from './website/media-library';
import { newsletterEndpoints } from './website/newsletter';
import { careerApplicationEndpoints, publicFormEndpoints } from './website/public-forms';
import { siteEndpoints, siteMediaEndpoints } from './website/site';
import { siteAdminEndpoints } from './website/site-admin';
import { siteSettingsAdminEndpoints } from './website/site-settings-admin';
import { siteTransferEndpoints } from './website/site-transfer';
import { studioPresenceEndpoints } from './website/studio-presence';
import { webEndpoints } from './website/web';
import { webVitalEndpoints } from './website/web-vitals';
import { websiteDashboardEndpoints } from './website/website-dashboard';
import { websiteLeadEndpoints } from './website/website-leads';
import { calendarEndpoints } from './workplace/calendar';
import { chatEndpoints } from './workplace/chat';
import { liveEndpoints } from './workplace/live';
import { notificationEndpoints } from './workplace/notifications';
import { outboxEndpoints } from './workplace/outbox';

export {
  apiDocsEndpoints,
  authEndpoints,
  backupEndpoints,
  billingEndpoints,
  calendarEndpoints,
  careerApplicationEndpoints,
  chatEndpoints,
  complianceEndpoints,
  goalEndpoints,
  healthEndpoints,
  hrEndpoints,
  incomeTaxEndpoints,
  joiningKitEndpoints,
  leadEndpoints,
  liveEndpoints,
  mediaLibraryEndpoints,
  newsletterEndpoints,
  notificationEndpoints,
  offerEndpoints,
  outboxEndpoints,
  payrollEndpoints,
  payrollFileEndpoints,
  publicFormEndpoints,
  quotationEndpoints,
  resignationEndpoints,
  salesEndpoints,
  settlementEndpoints,
  siteAdminEndpoints,
  siteEndpoints,
  siteMediaEndpoints,
  siteSettingsAdminEndpoints,
  siteTransferEndpoints,
  staffRequestEndpoints,
  studioPresenceEndpoints,
  suggestionEndpoints,
  webEndpoints,
  websiteDashboardEndpoints,
  websiteLeadEndpoints,
  webVitalEndpoints,
};

/** The business regions the server and this contract are grouped by (OpenAPI tags). */
export const REGIONS = ['website', 'pipeline', 'people', 'workplace', 'platform'] as const;
export type Region = (typeof REGIONS)[number];

/** Every declared module, by region: the order of the reference. */
export const ENDPOINT_MODULES = {
  'website.siteAdmin': { region: 'website', endpoints: siteAdminEndpoints },
  'website.siteSettings': { region: 'website', endpoints: siteSettingsAdminEndpoints },
  'website.studioPresence': { region: 'website', endpoints: studioPresenceEndpoints },
  'website.mediaLibrary': { region: 'website', endpoints: mediaLibraryEndpoints },
  'website.siteTransfer': { region: 'website', endpoints: siteTransferEndpoints },
  'website.websiteDashboard': { region: 'website', endpoints: websiteDashboardEndpoints },
  'website.websiteLeads': { region: 'website', endpoints: websiteLeadEndpoints },
  'website.site': { region: 'website', endpoints: siteEndpoints },
  'website.siteMedia': { region: 'website', endpoints: siteMediaEndpoints },
  'website.publicForms': { region: 'website', endpoints: publicFormEndpoints },
  'website.careerApplication': { region: 'website', endpoints: careerApplicationEndpoints },
  'website.newsletter': { region: 'website', endpoints: newsletterEndpoints },
  'website.webVitals': { region: 'website', endpoints: webVitalEndpoints },
  'website.web': { region: 'website', endpoints: webEndpoints },
  'pipeline.leads': { region: 'pipeline', endpoints: leadEndpoints },
  'pipeline.sales': { region: 'pipeline', endpoints: salesEndpoints },
  'pipeline.quotations': { region: 'pipeline', endpoints: quotationEndpoints },
  'pipeline.billing': { region: 'pipeline', endpoints: billingEndpoints },
  'platform.auth': { region: 'platform', endpoints: authEndpoints },
  'platform.health': { region: 'platform', endpoints: healthEndpoints },
  'platform.backups': { region: 'platform', endpoints: backupEndpoints },
  'platform.apiDocs': { region: 'platform', endpoints: apiDocsEndpoints },
  'workplace.notifications': { region: 'workplace', endpoints: notificationEndpoints },
  'workplace.calendar': { region: 'workplace', endpoints: calendarEndpoints },
  'workplace.outbox': { region: 'workplace', endpoints: outboxEndpoints },
  'workplace.chat': { region: 'workplace', endpoints: chatEndpoints },
  'workplace.live': { region: 'workplace', endpoints: liveEndpoints },
  'people.staffRequests': { region: 'people', endpoints: staffRequestEndpoints },
  'people.hr': { region: 'people', endpoints: hrEndpoints },
  'people.compliance': { region: 'people', endpoints: complianceEndpoints },
  'people.suggestions': { region: 'people', endpoints: suggestionEndpoints },
  'people.resignation': { region: 'people', endpoints: resignationEndpoints },
  'people.settlement': { region: 'people', endpoints: settlementEndpoints },
  'people.goals': { region: 'people', endpoints: goalEndpoints },
  'people.payroll': { region: 'people', endpoints: payrollEndpoints },
  'people.incomeTax': { region: 'people', endpoints: incomeTaxEndpoints },
  'people.payrollFiles': { region: 'people', endpoints: payrollFileEndpoints },
  'people.joiningKit': { region: 'people', endpoints: joiningKitEndpoints },
  'people.offers': { region: 'people', endpoints: offerEndpoints },
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
