import { formatIndianPhone } from '@managewell/api/contract';

/** Dates and sizes as people in India read them (Asia/Kolkata). */
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
export const formatDate = (iso: string) => DATE.format(new Date(iso));

/** '+91 98200 12345' from the 10 digits (the contract's one phone formatter). */
export const formatMobile = (digits: string) =>
  /^\d{10}$/.test(digits) ? formatIndianPhone(digits) : digits;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export const paths = {
  home: '/app/website-admin/homes',
  homePage: '/app/website-admin/home/page',
  settings: '/app/website-admin/settings',
  media: '/app/website-admin/media-library',
  enquiry: '/app/website-admin/enquiry',
};
