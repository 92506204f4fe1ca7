import { saveDownloadedFile } from '@managewell/api';

/** ₹ with Indian digit grouping, from paise. */
const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
export const inr = (paise: number) => INR.format(paise / 100);

/** 'YYYY-MM' → 'June 2026'. */
export const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** An ISO instant or date as 5 Jun 2026 (India). */
export const dateLabel = (value: string) =>
  new Date(value.length === 10 ? `${value}T00:00:00+05:30` : value).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

/** Saves a Blob as a file (the API package's download, for blobs fetched by hand). */
export const saveBlob = (blob: Blob, name: string) => saveDownloadedFile({ blob, fileName: name });
