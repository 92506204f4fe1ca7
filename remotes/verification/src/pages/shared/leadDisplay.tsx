import { type LeadStatus, labelOf } from '@managewell/api/contract';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** antd status presets: their colours come from the theme (contrast-checked, dark-mode aware). */
export const STATUS_COLORS: Record<LeadStatus, 'processing' | 'success' | 'error'> = {
  new: 'processing',
  verified: 'success',
  rejected: 'error',
};

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  verified: 'Verified',
  rejected: 'Rejected',
};

export function StatusTag({ status }: { status: LeadStatus }) {
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {STATUS_LABELS[status] ?? labelOf(status)}
    </Tag>
  );
}

/** "9876543210" → "+91 98765 43210". */
export function formatMobile(mobile: string | null | undefined, code = '91'): string {
  if (!mobile) return '—';
  const digits = mobile.replace(/\D/g, '');
  if (digits.length === 10) return `+${code} ${digits.slice(0, 5)} ${digits.slice(5)}`;
  return mobile.startsWith('+') ? mobile : `+${code} ${mobile}`;
}

export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('D MMM YYYY') : '—';
}

export function formatDateTime(iso: string): string {
  return dayjs(iso).format('D MMM YYYY, HH:mm');
}

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
