import { fetchSalesDashboard, messageOf } from '@managewell/api';
import { SALES_STAGE_LABELS, type SalesLeadSummary } from '@managewell/api/contract';
import {
  CategoryBars,
  ErrorState,
  SimpleList as List,
  PageHeader,
  PageSpinner,
  useRemoteData,
} from '@managewell/ui';
import { Figure, Panel, Text } from '@managewell/ui/light';
import { WhenNear } from '@managewell/ui/when-near';
import { Button, Col, Row } from 'antd';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime, formatMobile, formatRupees, fullName, telHref } from '../shared/display';
import { paths } from '../shared/paths';
import { TrendChart } from './TrendChart';

// Money owed sits below the funnel and the follow-ups: it loads when the user scrolls to it, so
// the dashboard's first view stays within the first-page budget.
const ReceivablesPanel = lazy(() =>
  import('../billing/ReceivablesPanel').then((m) => ({ default: m.ReceivablesPanel })),
);

function FollowUpList({
  title,
  items,
  count,
  to,
}: {
  title: string;
  items: SalesLeadSummary[];
  count: number;
  to: string;
}) {
  return (
    <Panel
      size="small"
      title={`${title} (${count})`}
      extra={count > items.length ? <Link to={to}>See all</Link> : null}
    >
      <List
        dataSource={items}
        locale={{ emptyText: 'Nothing here' }}
        renderItem={(lead) => (
          <List.Item
            actions={[
              <a key="call" href={telHref(lead.mobile, lead.mobile_code)}>
                Call
              </a>,
            ]}
          >
            <List.Item.Meta
              title={<Link to={paths.lead(lead.id)}>{fullName(lead)}</Link>}
              description={`${formatMobile(lead.mobile, lead.mobile_code)} · ${formatDateTime(lead.next_follow_up_at)} · ${SALES_STAGE_LABELS[lead.stage]}`}
            />
          </List.Item>
        )}
      />
    </Panel>
  );
}

/** "November": this month's name in India, for the cards that count from its first day. */
const monthName = (now: Date) => now.toLocaleDateString('en-IN', { month: 'long', timeZone: 'Asia/Kolkata' });

/** /app/sales/dashboard — the funnel, today's follow-ups, this month and 90 days, from one call. */
export function DashboardPage() {
  const { data, error, loading, reload } = useRemoteData(fetchSalesDashboard, 'sales-dashboard');
  if (error !== undefined && !data)
    return (
      <ErrorState title="The dashboard could not be loaded" message={messageOf(error)} onRetry={reload} />
    );
  if (!data) return <PageSpinner />;
  const since = `since 1 ${monthName(new Date())}`;
  const percent = (v: number | null) => (v === null ? '—' : `${v}%`);

  return (
    <>
      <PageHeader
        title="Sales dashboard"
        subtitle="Asia/Kolkata time"
        extra={
          <Button onClick={reload} loading={loading}>
            Refresh
          </Button>
        }
      />
      <Row gutter={[16, 16]}>
        {[
          { title: 'Follow-ups due today', value: data.followUps.dueTodayCount },
          {
            title: 'Overdue follow-ups',
            value: data.followUps.overdueCount,
            danger: data.followUps.overdueCount > 0,
          },
          {
            title: 'Quotations sent this month',
            value: data.thisMonth.sent,
            extra: `Each quotation once, ${since} · worth ${formatRupees(data.thisMonth.sentValuePaise)}`,
          },
          {
            title: 'Quotations accepted this month',
            value: data.thisMonth.accepted,
            extra: `By the customer, ${since} (the chart's green line) · worth ${formatRupees(data.thisMonth.acceptedValuePaise)}`,
          },
          { title: 'Calls this month', value: data.thisMonth.calls },
          {
            title: 'Conversion (won ÷ all leads)',
            value: percent(data.conversionRate),
            extra: `Win rate ${percent(data.winRate)}`,
          },
        ].map((s) => (
          <Col xs={12} md={8} xl={4} key={s.title}>
            <Panel size="small">
              <Figure title={s.title} value={s.value} danger={s.danger} />
              {s.extra && s.extra !== '—' && <Text type="secondary">{s.extra}</Text>}
            </Panel>
          </Col>
        ))}
        <Col xs={24} xl={10}>
          <Panel size="small" title="Leads per stage">
            <CategoryBars
              title="Leads per stage"
              data={data.funnel.map((f) => ({ label: SALES_STAGE_LABELS[f.stage], value: f.count }))}
            />
          </Panel>
        </Col>
        <Col xs={24} xl={14}>
          <Panel size="small" title="Last 90 days, per day">
            <TrendChart data={data.perDay} />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <FollowUpList
            title="Due today"
            items={data.followUps.dueToday}
            count={data.followUps.dueTodayCount}
            to={`${paths.calls}?due=today`}
          />
        </Col>
        <Col xs={24} lg={12}>
          <FollowUpList
            title="Overdue"
            items={data.followUps.overdue}
            count={data.followUps.overdueCount}
            to={`${paths.calls}?due=overdue`}
          />
        </Col>
        <Col xs={24}>
          <WhenNear margin="120px 0px">
            <Suspense fallback={<PageSpinner />}>
              <ReceivablesPanel />
            </Suspense>
          </WhenNear>
        </Col>
      </Row>
    </>
  );
}
