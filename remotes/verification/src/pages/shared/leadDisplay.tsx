import { formatIndianPhone, INDIA_CODE, type LeadStatus, labelOf } from '@managewell/api/contract';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** antd status presets: their colours come from the theme (contrast-checked, dark-mode aware). */
export const STATUS_COLORS: Record<LeadStatus, 'processing' | 'success' | 'error' | 'default'> = {
  new: 'processing',
  verified: 'success',
  rejected: 'error',
  merged: 'default',
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  verified: 'Verified',
  rejected: 'Rejected',
  merged: 'Merged',
};

export function StatusTag({ status }: { status: LeadStatus }) {
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {STATUS_LABELS[status] ?? labelOf(status)}
    </Tag>
  );
}

/** "9876543210" → "+91 98765 43210" (the contract's one phone formatter). */
export function formatMobile(mobile: string | null | undefined, code = INDIA_CODE): string {
  if (!mobile) return '—';
  return formatIndianPhone(mobile.startsWith('+') ? mobile : `+${code}${mobile}`);
}

/** Dates as the whole product shows them, in India's clock: "27 Nov 2026, 4:14 pm IST". */
export { formatDate, formatDateTime } from '@managewell/api/contract';

export function fromNow(iso: string): string {
  return dayjs(iso).fromNow();
}

export function fullName(lead: { first_name: string; last_name: string | null }): string {
  return [lead.first_name, lead.last_name].filter(Boolean).join(' ');
}

/** Labels of the lead's fields, as the form shows them (history changes use them too). */
export const FIELD_LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  company: 'Company',
  designation: 'Designation',
  email: 'E-mail',
  mobile: 'Mobile',
  mobile_code: 'Mobile country code',
  phone: 'Phone',
  fax: 'Fax',
  website: 'Website',
  address_line1: 'Address line 1',
  address_line2: 'Address line 2',
  city: 'City',
  state: 'State',
  country: 'Country',
  postal_code: 'PIN code',
  gstin: 'GSTIN',
  billing_address: 'Billing address',
  billing_state: 'Billing state',
  notes: 'Notes',
  interests: 'Interested in',
  category: 'Category',
  tags: 'Tags',
  deal_size: 'Deal size',
  potential: 'Potential',
  source: 'Source',
  status: 'Status',
  rejection_reason: 'Reason for rejecting',
};

const SLUG_FIELDS = new Set(['interests', 'potential', 'source', 'status']);

/** A stored value as a person reads it (history "from → to"). */
export function displayValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—';
  if (field === 'deal_size' && typeof value === 'number') return `₹${value.toLocaleString('en-IN')}`;
  if (field === 'mobile' && typeof value === 'string') return formatMobile(value);
  if (SLUG_FIELDS.has(field) && typeof value === 'string') return labelOf(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
