import { routeCalls } from '../call';
import type {
  CreateLeadRequest,
  DuplicateLead,
  Lead,
  LeadHistoryEntry,
  LeadListQuery,
  LeadSiteRequest,
  LeadStats,
  MergeLeadRequest,
  Page,
  SiteMapSettings,
  UpdateLeadRequest,
} from '../contract';
import { leadsRoutes } from '../contract/routes.generated';

const { ROUTES, call } = routeCalls(leadsRoutes);

/** The lead list's export route (CSV or Excel, `?format=`); sales gets verified leads only. */
export const LEADS_EXPORT_URL = ROUTES['leads.export'].path;

export async function listLeads(query: LeadListQuery): Promise<Page<Lead>> {
  return call('leads.list', { query });
}

export async function fetchLeadStats(): Promise<LeadStats> {
  return call('leads.stats');
}

export async function fetchLead(id: number): Promise<Lead> {
  return call('leads.get', { params: { id } });
}

export async function createLead(body: CreateLeadRequest): Promise<Lead> {
  return call('leads.create', { body });
}

export async function updateLead(id: number, body: UpdateLeadRequest): Promise<Lead> {
  return call('leads.update', { params: { id }, body });
}

/** Verifies a lead; `allowDuplicate` after the person has seen the leads that may be the same customer. */
export async function verifyLead(id: number, version: number, allowDuplicate = false): Promise<Lead> {
  return call('leads.verify', {
    params: { id },
    body: allowDuplicate ? { version, allowDuplicate } : { version },
  });
}

/** Other leads that may be the same customer (same mobile or e-mail). */
export async function fetchLeadDuplicates(id: number): Promise<DuplicateLead[]> {
  return call('leads.duplicates', { params: { id } });
}

/** Merges lead `id` into `body.into`; answers the kept lead. */
export async function mergeLead(id: number, body: MergeLeadRequest): Promise<Lead> {
  return call('leads.merge', { params: { id }, body });
}

export async function rejectLead(id: number, version: number, reason: string): Promise<Lead> {
  return call('leads.reject', { params: { id }, body: { version, reason } });
}

export async function fetchLeadHistory(id: number): Promise<LeadHistoryEntry[]> {
  return call('leads.history', { params: { id } });
}

/** Saves the lead's site survey (coordinates, address, note) made on `body.version`. */
export async function updateLeadSite(id: number, body: LeadSiteRequest): Promise<Lead> {
  return call('leads.site', { params: { id }, body });
}

/** The site-survey map's tile URL template and the credit the tile host requires. */
export async function fetchSiteMapSettings(): Promise<SiteMapSettings> {
  return call('leads.siteMap');
}
