import { saveDownloadedFile } from '@managewell/api';

/** 'YYYY-MM' → 'June 2026'. */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Saves a Blob as a file (the API package's download, for blobs fetched by hand). */
export const saveBlob = (blob: Blob, name: string) => saveDownloadedFile({ blob, fileName: name });
