import { http } from '@managewell/api/core';
import type { AxiosProgressEvent } from 'axios';
import { fillPath, routeCalls } from '../call';
import type {
  CareerJob,
  ContentKind,
  InboxBulkAnswer,
  InboxBulkRequest,
  InboxReplyRequest,
  InboxUpdateRequest,
  MediaItem,
  MediaListQuery,
  MediaPage,
  MediaUpdateRequest,
  MediaUsage,
  SettingsAuditEntry,
  SettingsDocument,
  SiteImportMode,
  SiteImportReport,
  StoredSiteSettings,
  SubscriberPage,
  SubscriberQuery,
  Success,
  WebsiteDashboard,
  WebsiteLeadDetail,
  WebsiteLeadPage,
  WebsiteLeadQuery,
} from '../contract';
import {
  mediaLibraryRoutes,
  newsletterRoutes,
  siteAdminRoutes,
  siteSettingsRoutes,
  siteTransferRoutes,
  websiteDashboardRoutes,
  websiteLeadsRoutes,
} from '../contract/routes.generated';
import { downloadFile } from './download';

const { ROUTES, call } = routeCalls({
  ...mediaLibraryRoutes,
  ...newsletterRoutes,
  ...siteAdminRoutes,
  ...siteSettingsRoutes,
  ...siteTransferRoutes,
  ...websiteDashboardRoutes,
  ...websiteLeadsRoutes,
});

export async function listWebsiteLeads(query: WebsiteLeadQuery): Promise<WebsiteLeadPage> {
  return call('websiteLeads.list', { query });
}

/** The media library and studio lists' export routes (CSV or Excel, `?format=`). */
export const STUDIO_EXPORT_URLS = {
  media: ROUTES['mediaLibrary.export'].path,
  content: (kind: ContentKind) => fillPath(ROUTES['siteAdmin.export'].path, { kind }),
};

/** The inbox's export route (CSV or Excel, `?format=`). */
export const WEBSITE_LEADS_EXPORT_URL = ROUTES['websiteLeads.export'].path;

export function downloadResume(leadId: number) {
  return downloadFile(fillPath(ROUTES['websiteLeads.resume'].path, { id: leadId }), undefined, 'resume');
}

export async function websiteLeadAssignees(): Promise<{ id: number; name: string }[]> {
  return call('websiteLeads.assignees');
}

export async function getWebsiteLead(id: number): Promise<WebsiteLeadDetail> {
  return call('websiteLeads.detail', { params: { id } });
}

export async function updateWebsiteLead(id: number, body: InboxUpdateRequest): Promise<WebsiteLeadDetail> {
  return call('websiteLeads.update', { params: { id }, body });
}

export async function replyToWebsiteLead(id: number, body: InboxReplyRequest): Promise<{ mail_id: number }> {
  return call('websiteLeads.reply', { params: { id }, body });
}

/** Hands the lead to verification (once); answers the verification lead's id. */
export async function websiteLeadToVerification(id: number): Promise<{ lead_id: number; created: boolean }> {
  return call('websiteLeads.toVerification', { params: { id } });
}

export async function bulkChangeWebsiteLeads(body: InboxBulkRequest): Promise<InboxBulkAnswer> {
  return call('websiteLeads.bulk', { body });
}

export async function retryLeadForwarding(leadId: number): Promise<void> {
  await call('websiteLeads.retryForwarding', { params: { id: leadId } });
}

export async function listCareerJobs(): Promise<CareerJob[]> {
  return call('websiteLeads.careers');
}

export async function setJobClosed(id: number, closed: boolean): Promise<void> {
  await call('websiteLeads.setCareerClosed', { params: { id }, body: { closed } });
}

export async function fetchSettingsDocument(): Promise<SettingsDocument> {
  return call('siteSettings.get');
}

export async function saveSettingsDocument(
  version: number,
  settings: StoredSiteSettings,
): Promise<SettingsDocument> {
  return call('siteSettings.save', { body: { version, settings } });
}

export async function fetchSettingsAudit(): Promise<SettingsAuditEntry[]> {
  return call('siteSettings.audit');
}

export async function listMedia(query: MediaListQuery): Promise<MediaPage> {
  return call('mediaLibrary.list', { query });
}

/** Uploads one file (progress 0..1 through `onProgress`). */
export async function uploadMedia(
  file: Blob & { name?: string },
  alt: string,
  onProgress?: (fraction: number) => void,
): Promise<MediaItem> {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file, file.name ?? 'upload');
  const { method, path } = ROUTES['mediaLibrary.upload'];
  const res = await http.request<Success<MediaItem>>({
    method,
    url: path,
    data: form,
    onUploadProgress: (event: AxiosProgressEvent) =>
      onProgress?.(event.total ? event.loaded / event.total : 0),
  });
  return res.data.success;
}

export async function replaceMedia(id: string, file: Blob & { name?: string }): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file, file.name ?? 'upload');
  const { method, path } = ROUTES['mediaLibrary.replace'];
  return (await http.request<Success<MediaItem>>({ method, url: fillPath(path, { id }), data: form })).data
    .success;
}

export async function updateMedia(id: string, body: MediaUpdateRequest): Promise<MediaItem> {
  return call('mediaLibrary.update', { params: { id }, body });
}

/** Deletes a file; one in use only with `force` (after the user has seen where it is used). */
export async function deleteMedia(id: string, force = false): Promise<void> {
  await call('mediaLibrary.remove', { params: { id }, query: force ? { force: 'true' } : {} });
}

export async function fetchMediaUsage(id: string): Promise<MediaUsage[]> {
  return call('mediaLibrary.usage', { params: { id } });
}

/** The ids among these that are images without alt text (may not go on a published page). */
export async function mediaMissingAlt(ids: string[]): Promise<string[]> {
  return (await call('mediaLibrary.missingAlt', { body: { ids } })).missing;
}

export async function fetchWebsiteDashboard(): Promise<WebsiteDashboard> {
  return call('websiteDashboard.get');
}

/** The whole website as one archive (.tar.gz): content, settings and media. */
export function downloadSiteArchive() {
  return downloadFile(ROUTES['siteTransfer.archive'].path, undefined, 'website.tar.gz');
}

/**
 * Sends a site archive: with `dryRun` it answers what would change and changes nothing; the
 * confirmed import names the dry run's archive digest (`expect`), so another file is refused.
 */
export async function importSiteArchive(
  file: Blob,
  options: { mode: SiteImportMode; dryRun: boolean; expect?: string },
  onProgress?: (fraction: number) => void,
): Promise<SiteImportReport> {
  const { method, path } = ROUTES['siteTransfer.import'];
  const res = await http.request<Success<SiteImportReport>>({
    method,
    url: path,
    data: file,
    params: {
      mode: options.mode,
      dryRun: String(options.dryRun),
      ...(options.expect ? { expect: options.expect } : {}),
    },
    headers: { 'content-type': 'application/gzip' },
    timeout: 0,
    onUploadProgress: (event: AxiosProgressEvent) =>
      onProgress?.(event.total ? event.loaded / event.total : 0),
  });
  return res.data.success;
}

export async function listSubscribers(query: SubscriberQuery): Promise<SubscriberPage> {
  return call('newsletter.list', { query });
}

/** The subscriber list's export route (CSV or Excel, `?format=`). */
export const SUBSCRIBERS_EXPORT_URL = ROUTES['newsletter.export'].path;

export async function removeSubscriber(id: number): Promise<void> {
  await call('newsletter.remove', { params: { id } });
}
