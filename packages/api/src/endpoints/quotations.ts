import type {
  CatalogueItem,
  CatalogueItemInput,
  CatalogueItemUpdate,
  CatalogueListQuery,
  CostingQueueItem,
  CostingQueueQuery,
  ExtraPaymentInput,
  Page,
  QuotationDetail,
  QuotationDraftInput,
  QuotationListItem,
  QuotationListQuery,
  QuotationTermsInput,
  QuotationVersionView,
  QuotationWorkspace,
  SendQuotationInput,
  Success,
  TermsTemplate,
  TermsTemplateInput,
  TermsTemplateUpdate,
} from '../contract';
import { http } from '../http';

const base = '/api/quotations';

export const listCatalogue = async (query: CatalogueListQuery) =>
  (await http.get<Success<Page<CatalogueItem>>>(`${base}/catalogue`, { params: query })).data.success;
export const createCatalogueItem = async (body: CatalogueItemInput) =>
  (await http.post<Success<CatalogueItem>>(`${base}/catalogue`, body)).data.success;
export const updateCatalogueItem = async (id: number, body: CatalogueItemUpdate) =>
  (await http.patch<Success<CatalogueItem>>(`${base}/catalogue/${id}`, body)).data.success;

/** The quotation list's export route (CSV or Excel, `?format=`). */
export const QUOTATIONS_EXPORT_URL = `${base}/export`;
export const listQuotations = async (query: QuotationListQuery) =>
  (await http.get<Success<Page<QuotationListItem>>>(base, { params: query })).data.success;
export const listCostingQueue = async (query: CostingQueueQuery) =>
  (await http.get<Success<Page<CostingQueueItem>>>(`${base}/queue`, { params: query })).data.success;
export const fetchQuotationWorkspace = async (leadId: number) =>
  (await http.get<Success<QuotationWorkspace>>(`${base}/lead/${leadId}`)).data.success;
export const saveQuotationDraft = async (leadId: number, body: QuotationDraftInput) =>
  (await http.put<Success<QuotationDetail>>(`${base}/lead/${leadId}/draft`, body)).data.success;
export const markQuotationCosted = async (leadId: number, version: number) =>
  (await http.post<Success<QuotationDetail>>(`${base}/lead/${leadId}/costed`, { version })).data.success;
export const addQuotationExtraPayment = async (leadId: number, body: ExtraPaymentInput) =>
  (await http.post<Success<QuotationDetail>>(`${base}/lead/${leadId}/extra-payments`, body)).data.success;
export const saveQuotationTerms = async (leadId: number, body: QuotationTermsInput) =>
  (await http.put<Success<QuotationDetail>>(`${base}/lead/${leadId}/terms`, body)).data.success;
export const sendQuotation = async (leadId: number, body: SendQuotationInput) =>
  (
    await http.post<Success<{ quotation: QuotationDetail; version: number; to: string; link: string }>>(
      `${base}/lead/${leadId}/send`,
      body,
    )
  ).data.success;
export const fetchQuotationVersion = async (leadId: number, no: number) =>
  (await http.get<Success<QuotationVersionView>>(`${base}/lead/${leadId}/versions/${no}`)).data.success;
/** The PDF of a version, as a Blob (for a download link). */
export const fetchQuotationPdf = async (leadId: number, no: number) =>
  (await http.get<Blob>(`${base}/lead/${leadId}/versions/${no}/pdf`, { responseType: 'blob' })).data;

export const listTermsTemplates = async () =>
  (await http.get<Success<TermsTemplate[]>>(`${base}/terms-templates`)).data.success;
export const createTermsTemplate = async (body: TermsTemplateInput) =>
  (await http.post<Success<TermsTemplate>>(`${base}/terms-templates`, body)).data.success;
export const updateTermsTemplate = async (id: number, body: TermsTemplateUpdate) =>
  (await http.patch<Success<TermsTemplate>>(`${base}/terms-templates/${id}`, body)).data.success;
