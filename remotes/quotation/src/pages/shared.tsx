import { QUOTATION_STATUS_LABEL, type QuotationStatus } from '@managewell/api/contract';
import { Tag } from 'antd';

export const paths = {
  list: (tab: 'queue' | 'all' = 'queue') => `/app/quotation/view${tab === 'all' ? '?tab=all' : ''}`,
  build: (leadId: number) => `/app/quotation/add/${leadId}`,
  catalogue: '/app/quotation/catalogue',
};

const STATUS_COLOUR: Record<QuotationStatus, string> = {
  draft: 'default',
  costed: 'blue',
  sent: 'geekblue',
  changes_requested: 'orange',
  accepted: 'green',
  declined: 'red',
  expired: 'volcano',
};

export function QuotationStatusTag({ status }: { status: QuotationStatus }) {
  return <Tag color={STATUS_COLOUR[status]}>{QUOTATION_STATUS_LABEL[status]}</Tag>;
}

/** "23 Nov 2026" in India. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
}

/** Rupees typed in a form → paise (integers), and back. */
export const toPaise = (rupees: number | null | undefined) => Math.round((rupees ?? 0) * 100);
export const toRupees = (paise: number) => paise / 100;
