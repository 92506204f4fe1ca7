import { http } from '@managewell/api/core';
import type { ExportFormat } from '../contract/list-values';

/** A file from an authenticated route, with the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

function fileNameOf(disposition: string | undefined, fallback: string): string {
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (exact) return decodeURIComponent(exact[1]!);
  const plain = /filename="([^"]+)"/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

/** Fetches a file through the shared client, so the bearer token goes with it. */
export async function downloadFile(
  url: string,
  params: object | undefined,
  fallback: string,
): Promise<DownloadedFile> {
  const res = await http.get<Blob>(url, { params, responseType: 'blob' });
  return { blob: res.data, fileName: fileNameOf(res.headers['content-disposition'] as string, fallback) };
}

/** Hands a downloaded file to the browser as a download. */
export function saveDownloadedFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a list's whole filtered result from its export route and saves it. Paging is left
 * out: an export is every matching row, not the page on screen.
 */
export async function downloadListExport(
  url: string,
  query: Record<string, unknown>,
  format: ExportFormat,
): Promise<void> {
  const { page: _page, pageSize: _size, ...filters } = query;
  saveDownloadedFile(await downloadFile(url, { ...filters, format }, `export.${format}`));
}
