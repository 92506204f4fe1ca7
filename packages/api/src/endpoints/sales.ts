import { http } from '@managewell/api/core';
import { fillPath, routeCalls } from '../call';
import type {
  AssignOwnerRequest,
  ChecklistItem,
  ChecklistItemUpdate,
  LeadRequirement,
  LeadRequirementInput,
  LogCallRequest,
  MoveStageRequest,
  Page,
  PersonRef,
  SalesDashboard,
  SalesFile,
  SalesFileKind,
  SalesLeadDetail,
  SalesLeadListQuery,
  SalesLeadSummary,
  Success,
} from '../contract';
import { salesRoutes, siteRoutes } from '../contract/routes.generated';

const { ROUTES, call } = routeCalls({ ...salesRoutes, ...siteRoutes });

/** A stage list's export route (CSV or Excel, `?format=`), with the list's own query. */
export const SALES_LEADS_EXPORT_URL = ROUTES['sales.leadsExport'].path;

/** The company's name from the site settings, for pages people print and sign (the handover). */
export async function fetchCompanyName(): Promise<string> {
  return (await call('site.settings')).header.company_name;
}

export async function fetchSalesDashboard(): Promise<SalesDashboard> {
  return call('sales.dashboard');
}

export async function listSalesLeads(query: SalesLeadListQuery): Promise<Page<SalesLeadSummary>> {
  return call('sales.leads', { query });
}

export async function fetchSalesLead(id: number): Promise<SalesLeadDetail> {
  return call('sales.lead', { params: { id } });
}

export async function logSalesCall(id: number, body: LogCallRequest): Promise<SalesLeadDetail> {
  return call('sales.logCall', { params: { id }, body });
}

export async function moveSalesStage(id: number, body: MoveStageRequest): Promise<SalesLeadDetail> {
  return call('sales.moveStage', { params: { id }, body });
}

export async function fetchRequirement(id: number): Promise<LeadRequirement | null> {
  return call('sales.requirement', { params: { id } });
}

export async function saveRequirement(id: number, body: LeadRequirementInput): Promise<LeadRequirement> {
  return call('sales.saveRequirement', { params: { id }, body });
}

export async function requestCosting(id: number, version: number, note?: string): Promise<SalesLeadDetail> {
  return call('sales.requestCosting', { params: { id }, body: { version, note } });
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
  // A multipart body: the declaration carries no JSON body, so the form is posted to its path.
  const url = fillPath(ROUTES['sales.uploadFile'].path, { id });
  return (await http.post<Success<SalesFile>>(url, form)).data.success;
}

export async function chooseDesign(id: number, fileId: number, version: number): Promise<SalesLeadDetail> {
  return call('sales.chooseDesign', { params: { id, fileId }, body: { version } });
}

/** A stored file as a Blob (the download needs the bearer token, so no plain link). */
export async function fetchSalesFile(url: string): Promise<Blob> {
  return (await http.get<Blob>(url, { responseType: 'blob' })).data;
}

export async function fetchChecklist(id: number): Promise<ChecklistItem[]> {
  return call('sales.checklist', { params: { id } });
}

export async function updateChecklistItem(
  id: number,
  key: string,
  body: ChecklistItemUpdate,
): Promise<ChecklistItem[]> {
  return call('sales.updateChecklistItem', { params: { id, key }, body });
}

/** The active sales people: whom a lead can be given to. */
export const listSalesTeam = async (): Promise<PersonRef[]> => call('sales.team');
/** Gives a lead to a sales person; answers the lead as the sales pages show it. */
export const assignLeadOwner = async (leadId: number, body: AssignOwnerRequest): Promise<SalesLeadDetail> =>
  call('sales.assignOwner', { params: { id: leadId }, body });
