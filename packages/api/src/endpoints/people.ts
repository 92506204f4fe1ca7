import type {
  AcknowledgeInput,
  MyPolicy,
  Page,
  PayrollRunSummary,
  PayslipRow,
  PolicyKind,
  PolicyStatusRow,
  PolicyVersionView,
  ResignationStatus,
  ResignationView,
  SalaryRow,
  SalaryStructureInput,
  Success,
  SuggestionStatus,
  SuggestionView,
} from '../contract';
import { http } from '../http';

/** Issue 11 (payroll, compliance, suggestions, resignation): the calls of the hr and employee remotes. */

const get = async <T>(url: string, params?: object) =>
  (await http.get<Success<T>>(url, { params })).data.success;
const post = async <T>(url: string, body?: unknown) =>
  (await http.post<Success<T>>(url, body ?? {})).data.success;

export interface PageQuery {
  page?: number;
  pageSize?: number;
  order?: 'asc' | 'desc';
}

// ---- Payroll ----
/** The payroll lists' export routes (CSV or Excel, `?format=`). */
export const PAYROLL_EXPORT_URLS = {
  salaries: '/api/payroll/structures/export',
  payslips: (month: string) => `/api/payroll/runs/${month}/payslips/export`,
};
export const listSalaries = (query: PageQuery & { search?: string; department?: string }) =>
  get<Page<SalaryRow>>('/api/payroll/structures', query);
export const fetchSalary = (employeeId: number) => get<SalaryRow>(`/api/payroll/structures/${employeeId}`);
export const saveSalary = async (employeeId: number, body: SalaryStructureInput) =>
  (await http.put<Success<SalaryRow>>(`/api/payroll/structures/${employeeId}`, body)).data.success;
export const listPayrollRuns = () => get<PayrollRunSummary[]>('/api/payroll/runs');
export const previewPayroll = (month: string) =>
  post<PayrollRunSummary>(`/api/payroll/runs/${month}/preview`);
export const lockPayroll = (month: string) => post<PayrollRunSummary>(`/api/payroll/runs/${month}/lock`);
export const listRunPayslips = (month: string, query: PageQuery & { search?: string }) =>
  get<Page<PayslipRow>>(`/api/payroll/runs/${month}/payslips`, query);
export const fetchMyPayslips = () => get<PayslipRow[]>('/api/me/payslips');

/** A payslip PDF as a Blob (HR: any; self-service: `mine`). */
export async function fetchPayslipPdf(id: number, mine: boolean): Promise<Blob> {
  const url = mine ? `/api/me/payslips/${id}/pdf` : `/api/payroll/payslips/${id}/pdf`;
  return (await http.get<Blob>(url, { responseType: 'blob' })).data;
}

// ---- Compliance ----
export interface PolicyOverview {
  versions: (PolicyVersionView & { acknowledged: number })[];
  staff: number;
}
export const fetchPolicyOverview = (kind: PolicyKind) => get<PolicyOverview>(`/api/compliance/${kind}`);
export const publishPolicy = (kind: PolicyKind, body: { title: string; body: string }) =>
  post<PolicyVersionView>(`/api/compliance/${kind}`, body);
export const listPolicyAcknowledgements = (
  kind: PolicyKind,
  query: PageQuery & { state?: 'all' | 'acknowledged' | 'pending' },
) =>
  get<Page<PolicyStatusRow> & { version: number | null }>(`/api/compliance/${kind}/acknowledgements`, query);
export const remindPolicy = (kind: PolicyKind) =>
  post<{ reminded: number }>(`/api/compliance/${kind}/remind`);
export const fetchMyPolicy = (kind: PolicyKind) => get<MyPolicy>(`/api/me/compliance/${kind}`);
export const acknowledgePolicy = (kind: PolicyKind, body: AcknowledgeInput) =>
  post<MyPolicy>(`/api/me/compliance/${kind}/acknowledge`, body);

// ---- Suggestions ----
export const listSuggestions = (query: PageQuery & { status?: SuggestionStatus }) =>
  get<Page<SuggestionView>>('/api/suggestions', query);
export const answerSuggestion = (
  id: number,
  body: { status: SuggestionStatus; answer: string; version: number },
) => post<SuggestionView>(`/api/suggestions/${id}/answer`, body);
export const fetchMySuggestions = () => get<SuggestionView[]>('/api/me/suggestions');
export const submitSuggestion = (body: {
  title: string;
  body: string;
  category: string;
  anonymous: boolean;
}) => post<{ suggestion: SuggestionView; receipt: string | null }>('/api/me/suggestions', body);
export const fetchSuggestionByReceipt = (receipt: string) =>
  get<SuggestionView>(`/api/me/suggestions/receipt/${encodeURIComponent(receipt)}`);

// ---- Resignation ----
export const listResignations = (query: PageQuery & { status?: ResignationStatus }) =>
  get<Page<ResignationView>>('/api/resignations', query);
export const decideResignation = (
  id: number,
  body:
    | { decision: 'accept'; lastWorkingDay: string; note?: string; version: number }
    | { decision: 'discuss'; note: string; version: number },
) => post<ResignationView>(`/api/resignations/${id}/decision`, body);
export const setExitChecklistItem = (id: number, body: { item: string; done: boolean; version: number }) =>
  post<ResignationView>(`/api/resignations/${id}/checklist`, body);
export const fetchMyResignation = () => get<ResignationView | null>('/api/me/resignation');
export const submitResignation = (body: { reason: string; proposedLastDay: string }) =>
  post<ResignationView>('/api/me/resignation', body);
export const withdrawResignation = (version: number) =>
  post<ResignationView>('/api/me/resignation/withdraw', { version });
