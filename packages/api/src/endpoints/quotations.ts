import { routeCalls } from '../call';
import type {
  CatalogueItem,
  CatalogueItemInput,
  CatalogueItemUpdate,
  CatalogueListQuery,
  CostingQueueItem,
  CostingQueueQuery,
  ExtraPaymentInput,
  Page,
  QuotationDashboard,
  QuotationDetail,
  QuotationDraftInput,
  QuotationListItem,
  QuotationListQuery,
  QuotationTermsInput,
  QuotationVersionView,
  QuotationWorkspace,
  SendQuotationInput,
  TermsTemplate,
  TermsTemplateInput,
  TermsTemplateUpdate,
} from '../contract';
import { quotationsRoutes } from '../contract/routes.generated';

const { ROUTES, call, callFile } = routeCalls(quotationsRoutes);

export const listCatalogue = async (query: CatalogueListQuery): Promise<Page<CatalogueItem>> =>
  call('quotations.catalogue', { query });
export const createCatalogueItem = async (body: CatalogueItemInput): Promise<CatalogueItem> =>
  call('quotations.createCatalogueItem', { body });
export const updateCatalogueItem = async (id: number, body: CatalogueItemUpdate): Promise<CatalogueItem> =>
  call('quotations.updateCatalogueItem', { params: { id }, body });

/** The quotation list's export route (CSV or Excel, `?format=`). */
export const QUOTATIONS_EXPORT_URL = ROUTES['quotations.export'].path;
export const CATALOGUE_EXPORT_URL = ROUTES['quotations.catalogueExport'].path;
export const COSTING_QUEUE_EXPORT_URL = ROUTES['quotations.queueExport'].path;
export const listQuotations = async (query: QuotationListQuery): Promise<Page<QuotationListItem>> =>
  call('quotations.list', { query });
export const listCostingQueue = async (query: CostingQueueQuery): Promise<Page<CostingQueueItem>> =>
  call('quotations.queue', { query });
export const fetchQuotationWorkspace = async (leadId: number): Promise<QuotationWorkspace> =>
  call('quotations.workspace', { params: { leadId } });
export const saveQuotationDraft = async (
  leadId: number,
  body: QuotationDraftInput,
): Promise<QuotationDetail> => call('quotations.saveDraft', { params: { leadId }, body });
export const markQuotationCosted = async (leadId: number, version: number): Promise<QuotationDetail> =>
  call('quotations.markCosted', { params: { leadId }, body: { version } });
export const addQuotationExtraPayment = async (
  leadId: number,
  body: ExtraPaymentInput,
): Promise<QuotationDetail> => call('quotations.addExtraPayment', { params: { leadId }, body });
export const saveQuotationTerms = async (
  leadId: number,
  body: QuotationTermsInput,
): Promise<QuotationDetail> => call('quotations.setTerms', { params: { leadId }, body });
export const sendQuotation = async (
  leadId: number,
  body: SendQuotationInput,
): Promise<{ quotation: QuotationDetail; version: number; to: string; link: string }> =>
  call('quotations.send', { params: { leadId }, body });
export const fetchQuotationVersion = async (leadId: number, no: number): Promise<QuotationVersionView> =>
  call('quotations.version', { params: { leadId, no } });
/** The PDF of a version, as a Blob (for a download link). */
export const fetchQuotationPdf = async (leadId: number, no: number): Promise<Blob> =>
  callFile('quotations.versionPdf', { params: { leadId, no } });

export const listTermsTemplates = async (): Promise<TermsTemplate[]> => call('quotations.termsTemplates');
export const createTermsTemplate = async (body: TermsTemplateInput): Promise<TermsTemplate> =>
  call('quotations.createTermsTemplate', { body });
export const updateTermsTemplate = async (id: number, body: TermsTemplateUpdate): Promise<TermsTemplate> =>
  call('quotations.updateTermsTemplate', { params: { id }, body });

/** The quotation team's dashboard. */
export const fetchQuotationDashboard = async (): Promise<QuotationDashboard> => call('quotations.dashboard');
