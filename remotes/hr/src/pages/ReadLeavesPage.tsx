import { HR_EXPORT_URLS, hrApi } from '@managewell/api';
import { DECISION_STATUSES, DEPARTMENTS, type LeaveRequest } from '@managewell/api/contract';
import { ErrorState, ExportButton, PageHeader, SimpleList, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { LazyDateRange, LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, TabBar, Text } from '@managewell/ui/light';
import { Col, Input, Row, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DecideButtons, formatDate, StatusTag } from './shared';

/** HR: every leave request (pending first, filters in the URL), who is away today, the holiday calendar. */
// The holiday calendar (its form, date picker and confirmations) loads when its tab is opened.
const Holidays = lazy(() => import('./HolidaysTab').then((m) => ({ default: m.Holidays })));

export function ReadLeavesPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'requests';
  return (
    <>
      <PageHeader title="Leaves" />
      <TabBar
        activeKey={tab === 'holidays' ? 'holidays' : 'requests'}
        onChange={(key) => setParams(key === 'requests' ? {} : { tab: key })}
        items={[
          { key: 'requests', label: 'Requests', children: <Requests /> },
          {
            key: 'holidays',
            label: 'Holiday calendar',
            children: (
              <Suspense fallback={<Spin />}>
                <Holidays />
              </Suspense>
            ),
          },
        ]}
      />
    </>
  );
}

function Requests() {
  const [params, setParams] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const query = {
    status: params.get('status') ?? undefined,
    department: params.get('department') ?? undefined,
    leaveTypeId: params.get('leaveTypeId') ?? undefined,
    q: params.get('q') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    page: Number(params.get('page') ?? 1),
    pageSize: Number(params.get('pageSize') ?? 20),
  };
  const data = useRemoteData(() => hrApi.leaveRequests(query), `${params.toString()}-${attempt}`);
  const away = useRemoteData(() => hrApi.awayToday(), `away-${attempt}`);
  const update = (patch: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, String(v));
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next);
  };
  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={18}>
        <Panel>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
            <Input.Search
              aria-label="Search"
              placeholder="Name or code"
              allowClear
              defaultValue={query.q}
              onSearch={(q) => update({ q: q.trim() })}
              style={{ width: 200 }}
            />
            <LazySelect
              aria-label="Status"
              allowClear
              placeholder="Status"
              style={{ width: 140 }}
              value={query.status}
              onChange={(v) => update({ status: v })}
              options={DECISION_STATUSES.map((s) => ({ value: s, label: s }))}
            />
            <LazySelect
              aria-label="Department"
              allowClear
              placeholder="Department"
              style={{ width: 200 }}
              value={query.department}
              onChange={(v) => update({ department: v })}
              options={DEPARTMENTS.map((d) => ({ value: d, label: d }))}
            />
            <LazyDateRange
              aria-label="Dates"
              value={query.from && query.to ? [query.from, query.to] : [undefined, undefined]}
              onChange={(from, to) => update({ from, to })}
            />
            <ExportButton url={HR_EXPORT_URLS.leaveRequests} query={query} />
          </div>
          <DataTable<LeaveRequest>
            label="Leave requests"
            rowKey="id"
            loading={data.loading}
            dataSource={data.data?.items ?? []}
            minWidth={900}
            pagination={{
              page: query.page,
              pageSize: query.pageSize,
              total: data.data?.total ?? 0,
              onChange: (page, pageSize) => update({ page, pageSize }),
            }}
            columns={[
              { key: 'employee', title: 'Employee', render: (r) => `${r.employeeName} (${r.employeeCode})` },
              { key: 'department', title: 'Department', render: (r) => r.department },
              { key: 'type', title: 'Type', render: (r) => r.leaveType },
              {
                key: 'dates',
                title: 'Dates',
                render: (r) =>
                  `${formatDate(r.startDate)}${r.startHalf ? ' (pm)' : ''}${r.endDate !== r.startDate ? ` – ${formatDate(r.endDate)}` : ''}${r.endHalf ? ' (am)' : ''}`,
              },
              { key: 'days', title: 'Days', render: (r) => r.days },
              { key: 'reason', title: 'Reason', render: (r) => r.reason },
              {
                key: 'status',
                title: 'Status',
                render: (r) => (
                  <>
                    <StatusTag status={r.status} />
                    {r.decidedBy && (
                      <Text type="secondary" style={{ fontSize: 12 }}>
                        {r.decidedBy}
                        {r.decisionComment ? `: “${r.decisionComment}”` : ''}
                      </Text>
                    )}
                  </>
                ),
              },
              {
                key: 'decide',
                title: '',
                render: (r) =>
                  r.status === 'pending' && (
                    <DecideButtons
                      decide={(body) => hrApi.decideLeave(r.id, body)}
                      onDone={() => setAttempt((n) => n + 1)}
                    />
                  ),
              },
            ]}
          />
        </Panel>
      </Col>
      <Col xs={24} xl={6}>
        <Panel title="Away today">
          <SimpleList
            dataSource={away.data ?? []}
            locale={{ emptyText: away.loading ? 'Loading…' : 'Nobody is on leave today.' }}
            renderItem={(a) => (
              <SimpleList.Item>
                <SimpleList.Item.Meta
                  title={a.employeeName}
                  description={`${a.leaveType}${a.halfDay ? ', half day' : ''} · until ${formatDate(a.endDate)}`}
                />
              </SimpleList.Item>
            )}
          />
        </Panel>
      </Col>
    </Row>
  );
}
