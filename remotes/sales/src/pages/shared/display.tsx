import { formatIndianPhone, INDIA_CODE, SALES_STAGE_LABELS, type SalesStage } from '@managewell/api/contract';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** Stage colours: calling blue/orange, costing purple, quotation cyan, won green, lost red/grey. */
const STAGE_COLORS: Record<SalesStage, string> = {
  to_call: 'blue',
  interested: 'geekblue',
  not_interested: 'default',
  call_back: 'orange',
  unreachable: 'volcano',
  requirements_captured: 'purple',
  costing_requested: 'magenta',
  costed: 'cyan',
  design: 'cyan',
  extra_payments: 'cyan',
  terms: 'cyan',
  final_sent: 'gold',
  accepted: 'green',
  declined: 'red',
  expired: 'default',
  checklist: 'lime',
  done: 'success',
};

export function StageTag({ stage }: { stage: SalesStage }) {
  return (
    <Tag color={STAGE_COLORS[stage]} style={{ marginInlineEnd: 0 }}>
      {SALES_STAGE_LABELS[stage] ?? stage}
    </Tag>
  );
}

/** "9876543210" → "+91 98765 43210" (the contract's one phone formatter). */
export const formatMobile = (mobile: string, code = INDIA_CODE) => formatIndianPhone(`+${code}${mobile}`);

/** tel: link target with the country code (SPEC 9: +91). */
export const telHref = (mobile: string, code = INDIA_CODE) => `tel:+${code}${mobile.replace(/\D/g, '')}`;

/** Dates as the whole product shows them, in India's clock: "27 Nov 2026, 4:14 pm IST". */
export { formatDate, formatDateTime } from '@managewell/api/contract';
export const fromNow = (iso: string) => dayjs(iso).fromNow();

export const fullName = (lead: { first_name: string; last_name: string | null }) =>
  [lead.first_name, lead.last_name].filter(Boolean).join(' ');

/** Paise → "₹12,34,567" (Indian grouping, whole rupees). */
export function formatRupees(paise: number | null | undefined): string {
  if (paise === null || paise === undefined) return '—';
  return `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;
}

/** A requirement or interest code as people read it (labels declared once in the contract). */
export { optionLabel } from '@managewell/api/contract';
