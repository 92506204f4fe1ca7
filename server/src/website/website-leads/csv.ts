import type { WebsiteLead } from '@managewell/api/contract';

/** A spreadsheet cell: quoted, and text a spreadsheet would run as a formula is defused. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Date and time in India (the business's zone), e.g. 2026-11-23 14:05. */
export function indianDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

const HEADER = [
  'Id',
  'Received (IST)',
  'Name',
  'E-mail',
  'Mobile',
  'Service or job',
  'Message',
  'Resume',
  'HelloLeads',
  'Attempts',
  'Last error',
];

/** The inbox rows as CSV (UTF-8 with a BOM so spreadsheet programs read the rupee and names right). */
export function websiteLeadsCsv(rows: WebsiteLead[]): string {
  const lines = [HEADER.map(csvCell).join(',')];
  for (const lead of rows) {
    lines.push(
      [
        lead.id,
        indianDateTime(lead.created_at),
        lead.name,
        lead.email,
        `+91 ${lead.mobile}`,
        lead.job_title ?? lead.interests,
        lead.notes,
        lead.resume?.name,
        lead.forwarding?.status ?? 'not-configured',
        lead.forwarding?.attempts ?? 0,
        lead.forwarding?.last_error,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
