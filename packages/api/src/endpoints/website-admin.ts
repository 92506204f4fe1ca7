import type { AxiosProgressEvent } from 'axios';
import type {
  CareerJob,
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
  Success,
  WebsiteDashboard,
  WebsiteLeadPage,
  WebsiteLeadQuery,
} from '../contract';
import { http } from '../http';
import { downloadFile } from './download';

const base = '/api/website-admin';

export async function listWebsiteLeads(query: WebsiteLeadQuery): Promise<WebsiteLeadPage> {
  return (await http.get<Success<WebsiteLeadPage>>(`${base}/leads`, { params: query })).data.success;
}

/** The inbox's export route (CSV or Excel, `?format=`). */
export const WEBSITE_LEADS_EXPORT_URL = `${base}/leads/export`;

export function downloadResume(leadId: number) {
  return downloadFile(`${base}/leads/${leadId}/resume`, undefined, 'resume');
}

export async function retryLeadForwarding(leadId: number): Promise<void> {
  await http.post(`${base}/leads/${leadId}/forwarding/retry`);
}

export async function listCareerJobs(): Promise<CareerJob[]> {
  return (await http.get<Success<CareerJob[]>>(`${base}/careers`)).data.success;
}

export async function setJobClosed(id: number, closed: boolean): Promise<void> {
  await http.patch(`${base}/careers/${id}`, { closed });
}

export async function fetchSettingsDocument(): Promise<SettingsDocument> {
  return (await http.get<Success<SettingsDocument>>(`${base}/settings`)).data.success;
}

export async function saveSettingsDocument(
  version: number,
  settings: StoredSiteSettings,
): Promise<SettingsDocument> {
  return (await http.put<Success<SettingsDocument>>(`${base}/settings`, { version, settings })).data.success;
}

export async function fetchSettingsAudit(): Promise<SettingsAuditEntry[]> {
  return (await http.get<Success<SettingsAuditEntry[]>>(`${base}/settings/audit`)).data.success;
}

export async function listMedia(query: MediaListQuery): Promise<MediaPage> {
  return (await http.get<Success<MediaPage>>(`${base}/media`, { params: query })).data.success;
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
  const res = await http.post<Success<MediaItem>>(`${base}/media`, form, {
    onUploadProgress: (event: AxiosProgressEvent) =>
      onProgress?.(event.total ? event.loaded / event.total : 0),
  });
  return res.data.success;
}

export async function replaceMedia(id: string, file: Blob & { name?: string }): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file, file.name ?? 'upload');
  return (await http.put<Success<MediaItem>>(`${base}/media/${id}/content`, form)).data.success;
}

export async function updateMedia(id: string, body: MediaUpdateRequest): Promise<MediaItem> {
  return (await http.patch<Success<MediaItem>>(`${base}/media/${id}`, body)).data.success;
}

export async function deleteMedia(id: string): Promise<void> {
  await http.delete(`${base}/media/${id}`);
}

export async function fetchMediaUsage(id: string): Promise<MediaUsage[]> {
  return (await http.get<Success<MediaUsage[]>>(`${base}/media/${id}/usage`)).data.success;
}

/** The ids among these that are images without alt text (may not go on a published page). */
export async function mediaMissingAlt(ids: string[]): Promise<string[]> {
  return (await http.post<Success<{ missing: string[] }>>(`${base}/media/missing-alt`, { ids })).data.success
    .missing;
}

export async function fetchWebsiteDashboard(): Promise<WebsiteDashboard> {
  return (await http.get<Success<WebsiteDashboard>>(`${base}/dashboard`)).data.success;
}

/** The whole website as one archive (.tar.gz): content, settings and media. */
export function downloadSiteArchive() {
  return downloadFile(`${base}/site-archive`, undefined, 'website.tar.gz');
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
  const res = await http.post<Success<SiteImportReport>>(`${base}/site-archive/import`, file, {
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
