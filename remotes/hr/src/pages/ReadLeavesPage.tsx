import { HR_EXPORT_URLS, hrApi } from '@managewell/api';
import {
  DECISION_STATUSES,
  DEPARTMENTS,
  LEAVE_LIST_FIELDS,
  type LeaveRequest,
} from '@managewell/api/contract';
import { ErrorState, ExportButton, PageHeader, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { LazyDateRange } from '@managewell/ui/lazy-fields';
import { Panel, TabBar, Text } from '@managewell/ui/light';
import { ListFilter, ListFrame, ListSearch, ListSelect, useListQuery } from '@managewell/ui/list';
import { Col, Row, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DecideButtons, formatDate, StatusTag } from './shared';

/** HR: every leave request (pending first, filters in the URL), who is away today, the holiday calendar. */
// The holiday calendar (its form, date picker and confirmations) loads when its tab is opened.
const Holidays = lazy(() => import('./HolidaysTab').then((m) => ({ default: m.Holidays })));

/** The approver's warning for leave over days the person checked in on, or undefined. */
export function punchWarning(r: Pick<LeaveRequest, 'employeeName' | 'checkedInOn'>): string | undefined {
  if (!r.checkedInOn.length) return undefined;
  return `${r.employeeName} checked in on ${r.checkedInOn.map(formatDate).join(', ')}: approving marks ${r.checkedInOn.length === 1 ? 'that day' : 'those days'} as leave.`;
}

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
  const [attempt, setAttempt] = useState(0);
  const list = useListQuery(LEAVE_LIST_FIELDS, {
    filters: ['q', 'status', 'department', 'leaveTypeId', 'from', 'to'],
  });
  const { query, set: update } = list;
  const data = useRemoteData(() => hrApi.leaveRequests(query), `${JSON.stringify(query)}-${attempt}`);
  const away = useRemoteData(() => hrApi.awayToday(), `away-${attempt}`);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={18}>
        <Panel>
          <ListFrame
            actions={<ExportButton url={HR_EXPORT_URLS.leaveRequests} query={query} />}
            bare
            list={list}
            remote={data}
            errorTitle="The leave requests could not be loaded"
            noun="leave requests"
            filters={
              <>
                <ListSearch list={list} id="leaves-search" placeholder="Name or code" />
                <ListSelect
                  list={list}
                  field="status"
                  id="leaves-status"
                  label="Status"
                  placeholder="Status"
                  options={DECISION_STATUSES.map((s) => ({ value: s, label: s }))}
                />
                <ListSelect
                  list={list}
                  field="department"
                  id="leaves-department"
                  label="Department"
                  placeholder="Department"
                  options={DEPARTMENTS.map((d) => ({ value: d, label: d }))}
                />
                <ListFilter id="leaves-from" label="Dates" span={{ xs: 24, md: 12, xl: 6 }}>
                  <LazyDateRange
                    id={{ start: 'leaves-from', end: 'leaves-to' }}
                    style={{ width: '100%' }}
                    allowEmpty
                    value={[query.from, query.to]}
                    onChange={(from, to) => update({ from, to })}
                  />
                </ListFilter>
              </>
            }
            table={{
              label: 'Leave requests',
              rowKey: 'id',
              minWidth: 900,
              columns: [
                {
                  key: 'employee',
                  title: 'Employee',
                  render: (r) => `${r.employeeName} (${r.employeeCode})`,
                },
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
                        warning={punchWarning(r)}
                        decide={(body) => hrApi.decideLeave(r.id, body)}
                        onDone={() => setAttempt((n) => n + 1)}
                      />
                    ),
                },
              ],
            }}
          />
        </Panel>
      </Col>
      <Col xs={24} xl={6}>
        <Panel title="Away today">
          {away.error !== undefined ? (
            <ErrorState title="Who is away could not be loaded" error={away.error} onRetry={away.reload} />
          ) : (
            <DataTable
              label="Away today"
              rowKey={(a) => `${a.employeeId}-${a.leaveType}`}
              size="small"
              loading={away.loading}
              dataSource={away.data ?? []}
              emptyText="Nobody is on leave today."
              columns={[
                {
                  key: 'employee',
                  title: 'Employee',
                  render: (a) => (
                    <>
                      {a.employeeName}
                      <Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                        {`${a.leaveType}${a.halfDay ? ', half day' : ''} · until ${formatDate(a.endDate)}`}
                      </Text>
                    </>
                  ),
                },
              ]}
            />
          )}
        </Panel>
      </Col>
    </Row>
  );
}
