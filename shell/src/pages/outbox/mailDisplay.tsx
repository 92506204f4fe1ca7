import type { MailStatus } from '@managewell/api';
import { MAIL_STATUS_LABEL } from '@managewell/api/contract';
import { Tag } from 'antd';

const STATUS_COLOUR: Record<MailStatus, string> = {
  queued: 'processing',
  sent: 'success',
  failed: 'error',
  kept: 'default',
};

export function MailStatusTag({ status }: { status: MailStatus }) {
  return <Tag color={STATUS_COLOUR[status]}>{MAIL_STATUS_LABEL[status]}</Tag>;
}

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** 23 Nov 2026, 2:05 pm (India time). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** 'quotation' → 'Quotation', 'offer-letter' → 'Offer letter'. */
export function kindLabel(kind: string): string {
  const words = kind.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
