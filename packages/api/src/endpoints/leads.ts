import type {
  CreateLeadRequest,
  Lead,
  LeadHistoryEntry,
  LeadListQuery,
  LeadStats,
  Page,
  Success,
  UpdateLeadRequest,
} from '../contract';
import { http } from '../http';

/** The lead list's export route (CSV or Excel, `?format=`); sales gets verified leads only. */
export const LEADS_EXPORT_URL = '/api/leads/export';

export async function listLeads(query: LeadListQuery): Promise<Page<Lead>> {
  return (await http.get<Success<Page<Lead>>>('/api/leads', { params: query })).data.success;
}

export async function fetchLeadStats(): Promise<LeadStats> {
  return (await http.get<Success<LeadStats>>('/api/leads/stats')).data.success;
}

export async function fetchLead(id: number): Promise<Lead> {
  return (await http.get<Success<Lead>>(`/api/leads/${id}`)).data.success;
}

export async function createLead(body: CreateLeadRequest): Promise<Lead> {
  return (await http.post<Success<Lead>>('/api/leads', body)).data.success;
}

export async function updateLead(id: number, body: UpdateLeadRequest): Promise<Lead> {
  return (await http.patch<Success<Lead>>(`/api/leads/${id}`, body)).data.success;
}

export async function verifyLead(id: number, version: number): Promise<Lead> {
  return (await http.post<Success<Lead>>(`/api/leads/${id}/verify`, { version })).data.success;
}

export async function rejectLead(id: number, version: number, reason: string): Promise<Lead> {
  return (await http.post<Success<Lead>>(`/api/leads/${id}/reject`, { version, reason })).data.success;
}

export async function fetchLeadHistory(id: number): Promise<LeadHistoryEntry[]> {
  return (await http.get<Success<LeadHistoryEntry[]>>(`/api/leads/${id}/history`)).data.success;
}
