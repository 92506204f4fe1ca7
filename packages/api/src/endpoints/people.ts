import { type CallAnswer, type CallInput, fillPath, routeCalls } from '../call';
import type {
  AcknowledgeInput,
  MyPolicy,
  MyTaxDeclaration,
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
  SuggestionStatus,
  SuggestionView,
  TaxDeclarationInput,
  TaxDeclarationView,
  TdsRegisterPage,
} from '../contract';
import {
  complianceRoutes,
  incomeTaxRoutes,
  payrollFilesRoutes,
  payrollRoutes,
  resignationRoutes,
  suggestionsRoutes,
} from '../contract/routes.generated';

const { ROUTES, call, callFile } = routeCalls({
  ...complianceRoutes,
  ...incomeTaxRoutes,
  ...payrollFilesRoutes,
  ...payrollRoutes,
  ...resignationRoutes,
  ...suggestionsRoutes,
});

type SubmitSuggestionBody = CallInput<'suggestions.submit'>['body'];
type ChecklistBody = CallInput<'resignation.checklist'>['body'];

/** Payroll, compliance, suggestions and resignation: the calls of the hr and employee remotes. */

export interface PageQuery {
  page?: number;
  pageSize?: number;
  order?: 'asc' | 'desc';
}

// ---- Payroll ----
/** The payroll lists' export routes (CSV or Excel, `?format=`). */
export const PAYROLL_EXPORT_URLS = {
  salaries: ROUTES['payroll.salariesExport'].path,
  payslips: (month: string) => fillPath(ROUTES['payroll.runPayslipsExport'].path, { month }),
  tds: (month: string) => fillPath(ROUTES['incomeTax.tdsRegisterExport'].path, { month }),
  register: (month: string) => fillPath(ROUTES['payrollFiles.register'].path, { month }),
  professionalTax: (month: string) => fillPath(ROUTES['payrollFiles.professionalTax'].path, { month }),
};
/** The locked month's bank, PF and ESIC files (no format: each has its own). */
export const PAYROLL_FILE_URLS = {
  bankTransfer: (month: string) => fillPath(ROUTES['payrollFiles.bankTransfer'].path, { month }),
  pfEcr: (month: string) => fillPath(ROUTES['payrollFiles.pfEcr'].path, { month }),
  esic: (month: string) => fillPath(ROUTES['payrollFiles.esic'].path, { month }),
};
export type PayrollFileGaps = CallAnswer<'payrollFiles.fileGaps'>;
/** Who the month's bank, PF and ESIC files leave out, and why. */
export const fetchPayrollFileGaps = (month: string): Promise<PayrollFileGaps> =>
  call('payrollFiles.fileGaps', { params: { month } });
/** The people lists' export routes (CSV or Excel, `?format=`). */
export const PEOPLE_EXPORT_URLS = {
  acknowledgements: (kind: PolicyKind) =>
    fillPath(ROUTES['compliance.acknowledgementsExport'].path, { kind }),
  suggestions: ROUTES['suggestions.export'].path,
  resignations: ROUTES['resignation.export'].path,
};
export const listSalaries = (
  query: PageQuery & { search?: string; department?: string },
): Promise<Page<SalaryRow>> => call('payroll.salaries', { query });
export const fetchSalary = (employeeId: number): Promise<SalaryRow> =>
  call('payroll.salary', { params: { employeeId } });
export const saveSalary = (employeeId: number, body: SalaryStructureInput): Promise<SalaryRow> =>
  call('payroll.saveSalary', { params: { employeeId }, body });
export const listPayrollRuns = (): Promise<PayrollRunSummary[]> => call('payroll.runs');
export const previewPayroll = (month: string): Promise<PayrollRunSummary> =>
  call('payroll.preview', { params: { month } });
export const lockPayroll = (month: string): Promise<PayrollRunSummary> =>
  call('payroll.lock', { params: { month } });
export const listRunPayslips = (
  month: string,
  query: PageQuery & { search?: string },
): Promise<Page<PayslipRow>> => call('payroll.runPayslips', { params: { month }, query });
export const fetchMyPayslips = (): Promise<PayslipRow[]> => call('payroll.myPayslips');

/** A payslip PDF as a Blob (HR: any; self-service: `mine`). */
export async function fetchPayslipPdf(id: number, mine: boolean): Promise<Blob> {
  return callFile(mine ? 'payroll.myPayslipPdf' : 'payroll.payslipPdf', { params: { id } });
}

/** One payslip with every figure: earnings, deductions, the month's income tax, explanations. */
export type PayslipDetail = CallAnswer<'payroll.myPayslip'>;
export const fetchMyPayslip = (id: number): Promise<PayslipDetail> =>
  call('payroll.myPayslip', { params: { id } });

// ---- Income tax ----
export const fetchMyTaxDeclaration = (taxYear: string): Promise<MyTaxDeclaration> =>
  call('incomeTax.myDeclaration', { params: { taxYear } });
export const saveMyTaxDeclaration = (taxYear: string, body: TaxDeclarationInput): Promise<MyTaxDeclaration> =>
  call('incomeTax.saveMyDeclaration', { params: { taxYear }, body });
/** The salary TDS certificate (Form 130) of a tax year as a PDF: an employee's (HR) or, without an id, my own. */
export async function fetchTdsCertificate(taxYear: string, employeeId?: number): Promise<Blob> {
  return employeeId === undefined
    ? callFile('incomeTax.myTdsCertificate', { params: { taxYear } })
    : callFile('incomeTax.tdsCertificate', { params: { employeeId, taxYear } });
}
export const listTaxDeclarations = (
  query: PageQuery & { taxYear: string; search?: string },
): Promise<Page<TaxDeclarationView>> => call('incomeTax.declarations', { query });
export const listTdsRegister = (
  month: string,
  query: PageQuery & { search?: string },
): Promise<TdsRegisterPage> => call('incomeTax.tdsRegister', { params: { month }, query });

// ---- Compliance ----
export interface PolicyOverview {
  versions: (PolicyVersionView & { acknowledged: number })[];
  staff: number;
}
export const fetchPolicyOverview = (kind: PolicyKind): Promise<PolicyOverview> =>
  call('compliance.overview', { params: { kind } });
export const publishPolicy = (kind: PolicyKind, body: { title: string; body: string }) =>
  call('compliance.publish', { params: { kind }, body });
export const listPolicyAcknowledgements = (
  kind: PolicyKind,
  query: PageQuery & { state?: 'all' | 'acknowledged' | 'pending' },
): Promise<Page<PolicyStatusRow> & { version: number | null }> =>
  call('compliance.acknowledgements', { params: { kind }, query });
export const remindPolicy = (kind: PolicyKind): Promise<{ reminded: number }> =>
  call('compliance.remind', { params: { kind } });
export const fetchMyPolicy = (kind: PolicyKind): Promise<MyPolicy> =>
  call('compliance.mine', { params: { kind } });
export const acknowledgePolicy = (kind: PolicyKind, body: AcknowledgeInput): Promise<MyPolicy> =>
  call('compliance.acknowledge', { params: { kind }, body });

// ---- Suggestions ----
export const listSuggestions = (
  query: PageQuery & { status?: SuggestionStatus },
): Promise<Page<SuggestionView>> => call('suggestions.list', { query });
export const answerSuggestion = (
  id: number,
  body: { status: SuggestionStatus; answer: string; version: number },
): Promise<SuggestionView> => call('suggestions.answer', { params: { id }, body });
export const fetchMySuggestions = (): Promise<SuggestionView[]> => call('suggestions.mine');
export const submitSuggestion = (body: {
  title: string;
  body: string;
  category: string;
  anonymous: boolean;
}): Promise<{ suggestion: SuggestionView; receipt: string | null }> =>
  // The category is checked by the server; the form offers only the allowed ones.
  call('suggestions.submit', { body: body as SubmitSuggestionBody });
export const fetchSuggestionByReceipt = (receipt: string): Promise<SuggestionView> =>
  call('suggestions.byReceipt', { params: { receipt } });

// ---- Resignation ----
export const listResignations = (
  query: PageQuery & { status?: ResignationStatus },
): Promise<Page<ResignationView>> => call('resignation.list', { query });
export const decideResignation = (
  id: number,
  body:
    | { decision: 'accept'; lastWorkingDay: string; note?: string; version: number }
    | { decision: 'discuss'; note: string; version: number },
): Promise<ResignationView> => call('resignation.decide', { params: { id }, body });
export const setExitChecklistItem = (
  id: number,
  body: { item: string; done: boolean; version: number },
): Promise<ResignationView> =>
  // The item is checked by the server; the page offers only the checklist's own items.
  call('resignation.checklist', { params: { id }, body: body as ChecklistBody });
export const fetchMyResignation = (): Promise<ResignationView | null> => call('resignation.mine');
export const submitResignation = (body: {
  reason: string;
  proposedLastDay: string;
}): Promise<ResignationView> => call('resignation.submit', { body });
export const withdrawResignation = (version: number): Promise<ResignationView> =>
  call('resignation.withdraw', { body: { version } });
