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

/** Query params → a schema-checked query (unknown or bad values dropped). */
export function parseParams<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
  },
  params: URLSearchParams,
  keys: readonly string[],
): T {
  const raw: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value !== null && value.trim() !== '') raw[key] = value;
  }
  for (let i = 0; i <= keys.length; i++) {
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    for (const issue of result.error.issues) delete raw[String(issue.path[0])];
  }
  return schema.safeParse({}).success ? (schema.safeParse({}) as { data: T }).data : (raw as T);
}
