import { fetchQuotationDashboard, messageOf } from '@managewell/api';
import {
  type QuotationDashboardQueueItem,
  type QuotationTurnaround,
  SALES_STAGE_LABELS,
} from '@managewell/api/contract';
import { formatInr } from '@managewell/api/money';
import { ErrorState, PageHeader, PageSpinner, useRemoteData } from '@managewell/ui';
import { type DataColumn, DataTable } from '@managewell/ui/data-table';
import { Panel, Text } from '@managewell/ui/light';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, paths } from './shared';

/** "November": this month's name in India, for the definitions that count from its first day. */
const monthName = () => new Date().toLocaleDateString('en-IN', { month: 'long', timeZone: 'Asia/Kolkata' });

/** 50.5 hours → "2 d 2.5 h"; under a day stays in hours. */
export function formatHours(hours: number): string {
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = Math.round((hours - days * 24) * 10) / 10;
  return rest === 0 ? `${days} d` : `${days} d ${rest} h`;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const QUEUE_COLUMNS: DataColumn<QuotationDashboardQueueItem>[] = [
  {
    key: 'customer',
    title: 'Customer',
    render: (r) => <Link to={paths.build(r.lead_id)}>{r.customer}</Link>,
  },
  { key: 'city', title: 'City', responsive: 'md', render: (r) => r.city ?? '—' },
  { key: 'stage', title: 'Waiting for', render: (r) => SALES_STAGE_LABELS[r.stage] },
  { key: 'since', title: 'Since', responsive: 'md', render: (r) => formatDate(r.waiting_since) },
  { key: 'age', title: 'Age', align: 'end', render: (r) => plural(r.age_days, 'day') },
];

const TURNAROUND_COLUMNS: DataColumn<QuotationTurnaround>[] = [
  { key: 'number', title: 'Quotation', render: (r) => <Link to={paths.build(r.lead_id)}>{r.number}</Link> },
  { key: 'customer', title: 'Customer', responsive: 'md', render: (r) => r.customer },
  { key: 'requested', title: 'Requested', responsive: 'lg', render: (r) => formatDate(r.requested_at) },
  { key: 'sent', title: 'Sent', responsive: 'lg', render: (r) => formatDate(r.sent_at) },
  { key: 'hours', title: 'Turnaround', align: 'end', render: (r) => formatHours(r.hours) },
];

function Figure({ title, value, definition }: { title: string; value: ReactNode; definition: string }) {
  return (
    <Panel size="small" title={title}>
      <div style={{ fontSize: 24, fontWeight: 600 }}>{value}</div>
      <Text type="secondary">{definition}</Text>
    </Panel>
  );
}

const GRID = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' };

/** /app/quotation/dashboard: the quotation team's landing page: what waits, how fast, how much. */
export function QuotationDashboardPage() {
  const { data, error, loading, reload } = useRemoteData(fetchQuotationDashboard, 'quotation-dashboard');
  if (error !== undefined && !data)
    return (
      <ErrorState title="The dashboard could not be loaded" message={messageOf(error)} onRetry={reload} />
    );
  if (!data) return <PageSpinner />;
  const since = `since 1 ${monthName()} (Asia/Kolkata)`;
  const { queue, turnaround, thisMonth: m } = data;
  return (
    <>
      <PageHeader
        title="Quotation dashboard"
        extra={
          <Button onClick={reload} loading={loading}>
            Refresh
          </Button>
        }
      />
      <div style={{ display: 'grid', gap: 16 }}>
        <div style={GRID}>
          <Figure
            title="Costed this month"
            value={formatInr(m.costedValuePaise, { paise: false })}
            definition={`${plural(m.costed, 'quotation')} costed ${since}, each once at its newest costing.`}
          />
          <Figure
            title="Sent this month"
            value={formatInr(m.sentValuePaise, { paise: false })}
            definition={`${plural(m.sent, 'quotation')} sent to the customer ${since}, each once at the newest version sent.`}
          />
          <Figure
            title="Accepted this month"
            value={formatInr(m.acceptedValuePaise, { paise: false })}
            definition={`${plural(m.accepted, 'version')} accepted by the customer ${since}, at their totals.`}
          />
          <Figure
            title="Median turnaround"
            value={turnaround.median_hours === null ? '—' : formatHours(turnaround.median_hours)}
            definition={`From the lead's first costing request to the quotation's first sending, for quotations first sent ${since}${turnaround.average_hours === null ? '' : `; average ${formatHours(turnaround.average_hours)}`}.`}
          />
        </div>
        <Panel
          title={`Waiting for costing or design (${queue.total})`}
          extra={
            queue.total > queue.items.length ? <Link to={paths.list()}>See the costing queue</Link> : null
          }
        >
          <Text type="secondary">
            Leads at "Costing requested" or "Design", oldest first; the age counts whole days since the lead
            reached that stage.
          </Text>
          <DataTable
            label="Waiting for costing or design"
            rowKey="lead_id"
            columns={QUEUE_COLUMNS}
            dataSource={queue.items}
            emptyText="No lead is waiting for costing or design."
          />
        </Panel>
        <Panel title="Turnaround per quotation this month">
          <Text type="secondary">
            Each quotation first sent {since}: from the lead's first costing request to that sending.
          </Text>
          <DataTable
            label="Turnaround per quotation"
            rowKey="number"
            columns={TURNAROUND_COLUMNS}
            dataSource={turnaround.items}
            emptyText="No quotation has been sent this month yet."
          />
        </Panel>
      </div>
    </>
  );
}
