import type {
  ChecklistItem,
  ChecklistItemUpdate,
  LeadRequirement,
  LeadRequirementInput,
  LogCallRequest,
  MoveStageRequest,
  Page,
  SalesDashboard,
  SalesFile,
  SalesFileKind,
  SalesLeadDetail,
  SalesLeadListQuery,
  SalesLeadSummary,
  Success,
} from '../contract';
import { http } from '../http';

const base = '/api/sales';

/** A stage list's export route (CSV or Excel, `?format=`), with the list's own query. */
export const SALES_LEADS_EXPORT_URL = `${base}/leads/export`;

export async function fetchSalesDashboard(): Promise<SalesDashboard> {
  return (await http.get<Success<SalesDashboard>>(`${base}/dashboard`)).data.success;
}

export async function listSalesLeads(query: SalesLeadListQuery): Promise<Page<SalesLeadSummary>> {
  return (await http.get<Success<Page<SalesLeadSummary>>>(`${base}/leads`, { params: query })).data.success;
}

export async function fetchSalesLead(id: number): Promise<SalesLeadDetail> {
  return (await http.get<Success<SalesLeadDetail>>(`${base}/leads/${id}`)).data.success;
}

export async function logSalesCall(id: number, body: LogCallRequest): Promise<SalesLeadDetail> {
  return (await http.post<Success<SalesLeadDetail>>(`${base}/leads/${id}/calls`, body)).data.success;
}

export async function moveSalesStage(id: number, body: MoveStageRequest): Promise<SalesLeadDetail> {
  return (await http.post<Success<SalesLeadDetail>>(`${base}/leads/${id}/stage`, body)).data.success;
}

export async function fetchRequirement(id: number): Promise<LeadRequirement | null> {
  return (await http.get<Success<LeadRequirement | null>>(`${base}/leads/${id}/requirement`)).data.success;
}

export async function saveRequirement(id: number, body: LeadRequirementInput): Promise<LeadRequirement> {
  return (await http.put<Success<LeadRequirement>>(`${base}/leads/${id}/requirement`, body)).data.success;
}

export async function requestCosting(id: number, version: number, note?: string): Promise<SalesLeadDetail> {
  return (await http.post<Success<SalesLeadDetail>>(`${base}/leads/${id}/request-costing`, { version, note }))
    .data.success;
}

export async function uploadSalesFile(
  id: number,
  kind: SalesFileKind,
  file: Blob & { name?: string },
  title?: string,
): Promise<SalesFile> {
  const form = new FormData();
  form.append('kind', kind);
  if (title) form.append('title', title);
  form.append('file', file, file.name ?? 'upload');
  return (await http.post<Success<SalesFile>>(`${base}/leads/${id}/files`, form)).data.success;
}

export async function chooseDesign(id: number, fileId: number, version: number): Promise<SalesLeadDetail> {
  return (
    await http.post<Success<SalesLeadDetail>>(`${base}/leads/${id}/designs/${fileId}/choose`, { version })
  ).data.success;
}

/** A stored file as a Blob (the download needs the bearer token, so no plain link). */
export async function fetchSalesFile(url: string): Promise<Blob> {
  return (await http.get<Blob>(url, { responseType: 'blob' })).data;
}

export async function fetchChecklist(id: number): Promise<ChecklistItem[]> {
  return (await http.get<Success<ChecklistItem[]>>(`${base}/leads/${id}/checklist`)).data.success;
}

export async function updateChecklistItem(
  id: number,
  key: string,
  body: ChecklistItemUpdate,
): Promise<ChecklistItem[]> {
  return (await http.patch<Success<ChecklistItem[]>>(`${base}/leads/${id}/checklist/${key}`, body)).data
    .success;
}
