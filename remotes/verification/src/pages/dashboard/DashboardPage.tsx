import { fetchLeadStats, messageOf } from '@managewell/api';
import { LEAD_STATUSES, type LeadSource, type LeadStats, labelOf } from '@managewell/api/contract';
import { BarChart, EmptyState, ErrorState, PageHeader, PageSpinner, useRemoteData } from '@managewell/ui';
import { Panel, Text } from '@managewell/ui/light';
import { Col, Row, Statistic, theme } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { LinkButton } from '../shared/LinkButton';
import { STATUS_COLORS, STATUS_LABELS } from '../shared/leadDisplay';
import { AREA_BASE, paths } from '../shared/paths';

interface SourceRow {
  source: LeadSource;
  count: number;
}

function sourceRows(stats: LeadStats): SourceRow[] {
  return (Object.entries(stats.bySource) as [LeadSource, number | undefined][])
    .map(([source, count]) => ({ source, count: count ?? 0 }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || a.source.localeCompare(b.source));
}

/**
 * Leads per source: a plain table (three short columns, no paging or sorting), so the first page
 * does not download antd's Table and what it brings (Select, Tree, Pagination…).
 */
function SourceTable({ rows, total }: { rows: SourceRow[]; total: number }) {
  const { token } = theme.useToken();
  const cell = { padding: '8px', borderBottom: `1px solid ${token.colorBorderSecondary}` };
  const head = { ...cell, fontWeight: 600, background: token.colorFillAlter };
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th scope="col" style={{ ...head, textAlign: 'start' }}>
            Source
          </th>
          <th scope="col" style={{ ...head, textAlign: 'end' }}>
            Leads
          </th>
          <th scope="col" style={{ ...head, textAlign: 'end' }}>
            Share
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.source}>
            <td style={cell}>
              <Link to={`${AREA_BASE}/read-leads?source=${row.source}`}>{labelOf(row.source)}</Link>
            </td>
            <td style={{ ...cell, textAlign: 'end' }}>{row.count}</td>
            <td style={{ ...cell, textAlign: 'end' }}>
              {Math.round((row.count / Math.max(1, total)) * 100)}%
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Stats({ stats }: { stats: LeadStats }) {
  const { token } = theme.useToken();
  // The theme's status colours (contrast-checked in the shell's theme, and right in dark mode).
  const statusColour = {
    processing: token.colorInfo,
    success: token.colorSuccess,
    error: token.colorError,
    default: token.colorText,
  };
  const rows = sourceRows(stats);
  const last30 = stats.perDay.reduce((sum, day) => sum + day.count, 0);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={12} md={6}>
        <Panel size="small">
          <Statistic title="All leads" value={stats.total} />
        </Panel>
      </Col>
      {/* Merged leads only point to another lead: they are in the list, not on the desk's cards. */}
      {LEAD_STATUSES.filter((status) => status !== 'merged').map((status) => (
        <Col xs={12} md={6} key={status}>
          <Panel size="small">
            <Statistic
              title={<Link to={`${AREA_BASE}/read-leads?status=${status}`}>{STATUS_LABELS[status]}</Link>}
              value={stats.byStatus[status] ?? 0}
              styles={{ content: { color: statusColour[STATUS_COLORS[status]] } }}
            />
          </Panel>
        </Col>
      ))}
      {stats.total === 0 ? (
        <Col span={24}>
          <Panel>
            <EmptyState
              description="No leads yet. Leads added here or sent from the website's enquiry form show up on this page."
              action={
                <LinkButton type="primary" to={paths.addLead}>
                  Add lead
                </LinkButton>
              }
            />
          </Panel>
        </Col>
      ) : (
        <>
          <Col xs={24} lg={16}>
            <Panel title="Leads per day, last 30 days" size="small">
              <BarChart
                title={`Leads added per day over the last 30 days, ${last30} in total`}
                data={stats.perDay.map((day) => ({
                  label: dayjs(day.date).format('D MMM'),
                  value: day.count,
                }))}
              />
              <Text type="secondary">{last30} in the last 30 days</Text>
            </Panel>
          </Col>
          <Col xs={24} lg={8}>
            <Panel title="By source" size="small">
              <SourceTable rows={rows} total={stats.total} />
            </Panel>
          </Col>
        </>
      )}
    </Row>
  );
}

/** /app/verification/dashboard: lead counts from GET /api/leads/stats. */
export function DashboardPage() {
  const { data, error, loading, reload } = useRemoteData(fetchLeadStats, 'lead-stats');
  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle="Lead intake at a glance"
        extra={
          <>
            <LinkButton to={paths.newLeads}>Review new leads</LinkButton>
            <LinkButton type="primary" to={paths.addLead}>
              Add lead
            </LinkButton>
          </>
        }
      />
      {error !== undefined ? (
        <Panel>
          <ErrorState title="The figures could not be loaded" message={messageOf(error)} onRetry={reload} />
        </Panel>
      ) : data ? (
        <Stats stats={data} />
      ) : loading ? (
        <PageSpinner label="Loading the figures…" />
      ) : null}
    </>
  );
}
