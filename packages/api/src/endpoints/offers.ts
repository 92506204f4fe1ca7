import { http } from '@managewell/api/core';
import { fillPath, routeCalls } from '../call';
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
  Role,
  Success,
} from '../contract';
import { joiningKitRoutes, offersRoutes } from '../contract/routes.generated';
import type { CreatedEmployee } from './hr';

const { ROUTES, call, callFile } = routeCalls({ ...joiningKitRoutes, ...offersRoutes });

/** Offer letters (HR) and the joining kit (self-service and HR). */

// ---- Offer letters ----
/** The offer and joining-document lists' export routes (CSV or Excel, `?format=`). */
export const OFFER_EXPORT_URLS = {
  offers: ROUTES['offers.export'].path,
  joiningDocuments: ROUTES['joiningKit.queueExport'].path,
} as const;
export const listOffers = (query: OfferListQuery): Promise<Page<OfferSummary>> =>
  call('offers.list', { query });
export const fetchOffer = (id: number): Promise<OfferDetail> => call('offers.get', { params: { id } });
export const previewOffer = (body: OfferInput): Promise<OfferPreview> => call('offers.preview', { body });
export const createOffer = (body: OfferInput): Promise<OfferDetail> => call('offers.create', { body });
export const updateOffer = (id: number, body: OfferInput & { version: number }): Promise<OfferDetail> =>
  call('offers.update', { params: { id }, body });
export const sendOffer = (id: number, body: { version: number; message?: string }): Promise<OfferDetail> =>
  call('offers.send', { params: { id }, body });
export const withdrawOffer = (id: number, version: number): Promise<OfferDetail> =>
  call('offers.withdraw', { params: { id }, body: { version } });
/** Makes (once) the employee of an accepted offer; `created` is false when it already was. */
export const convertOffer = (
  id: number,
  account: { username: string; role: Role } | null,
): Promise<CreatedEmployee & { created: boolean }> =>
  call('offers.convert', { params: { id }, body: { account } });
export const fetchOfferPdf = (id: number): Promise<Blob> => callFile('offers.pdf', { params: { id } });
export const fetchOfferTemplate = (): Promise<OfferTemplateView> => call('offers.template');
export const saveOfferTemplate = (body: { body: string; version: number }): Promise<OfferTemplateView> =>
  call('offers.saveTemplate', { body });

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
