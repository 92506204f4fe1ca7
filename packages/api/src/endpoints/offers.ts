import { call, callFile, fillPath } from '../call';
import type {
  JoiningDocumentKind,
  JoiningDocumentView,
  JoiningKit,
  JoiningQueueQuery,
  JoiningQueueRow,
  JoiningReviewInput,
  OfferDetail,
  OfferInput,
  OfferListQuery,
  OfferPreview,
  OfferSummary,
  OfferTemplateView,
  Page,
  Success,
} from '../contract';
import { ROUTES } from '../contract/routes.generated';
import { http } from '../http';

/** Issue 11 §4, §5: offer letters (HR) and the joining kit (self-service and HR). */

const get = async <T>(url: string, params?: object) =>
  (await http.get<Success<T>>(url, { params })).data.success;
const post = async <T>(url: string, body?: unknown) =>
  (await http.post<Success<T>>(url, body ?? {})).data.success;
const put = async <T>(url: string, body: unknown) => (await http.put<Success<T>>(url, body)).data.success;
const blob = async (url: string) => (await http.get<Blob>(url, { responseType: 'blob' })).data;

// ---- Offer letters ----
export const listOffers = (query: OfferListQuery) => get<Page<OfferSummary>>('/api/offers', query);
export const fetchOffer = (id: number) => get<OfferDetail>(`/api/offers/${id}`);
export const previewOffer = (body: OfferInput) => post<OfferPreview>('/api/offers/preview', body);
export const createOffer = (body: OfferInput) => post<OfferDetail>('/api/offers', body);
export const updateOffer = (id: number, body: OfferInput & { version: number }) =>
  put<OfferDetail>(`/api/offers/${id}`, body);
export const sendOffer = (id: number, body: { version: number; message?: string }) =>
  post<OfferDetail>(`/api/offers/${id}/send`, body);
export const withdrawOffer = (id: number, version: number) =>
  post<OfferDetail>(`/api/offers/${id}/withdraw`, { version });
export const fetchOfferPdf = (id: number) => blob(`/api/offers/${id}/pdf`);
export const fetchOfferTemplate = () => get<OfferTemplateView>('/api/offers/template');
export const saveOfferTemplate = (body: { body: string; version: number }) =>
  put<OfferTemplateView>('/api/offers/template', body);

// ---- Joining kit ----
export const fetchMyJoiningKit = (): Promise<JoiningKit> => call('joiningKit.mine');
export async function uploadJoiningDocument(kind: JoiningDocumentKind, file: File): Promise<JoiningKit> {
  const form = new FormData();
  form.append('file', file);
  // A multipart body: the declaration has no JSON body for call() to send.
  const url = fillPath(ROUTES['joiningKit.upload'].path, { kind });
  return (await http.post<Success<JoiningKit>>(url, form)).data.success;
}
export const fetchMyJoiningFile = (id: number): Promise<Blob> =>
  callFile('joiningKit.myFile', { params: { id } });
export const listJoiningQueue = (query: JoiningQueueQuery): Promise<Page<JoiningQueueRow>> =>
  call('joiningKit.queue', { query });
export const fetchJoiningFile = (id: number): Promise<Blob> =>
  callFile('joiningKit.file', { params: { id } });
export const reviewJoiningDocument = (id: number, body: JoiningReviewInput): Promise<JoiningDocumentView> =>
  call('joiningKit.review', { params: { id }, body });
