import { HR_EXPORT_URLS, hrApi } from '@managewell/api';
import {
  type ListField,
  TIMESHEET_LIST_FIELDS,
  TIMESHEET_STATUSES,
  type TimesheetWeek,
} from '@managewell/api/contract';
import { EmptyState, ErrorState, ExportButton, PageHeader, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { LazyDateRange } from '@managewell/ui/lazy-fields';
import { Panel, TabBar } from '@managewell/ui/light';
import { ListFrame, ListSearch, ListSelect, useListQuery } from '@managewell/ui/list';
import { Col, Row } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DecisionQueue, decisionColumns } from './DecisionQueue';
import { formatDate } from './shared';

/** HR: submitted weeks to approve, totals per person and project, and overtime requests. */
export function ReadTimesheetPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'weeks';
  return (
    <>
      <PageHeader title="Timesheet" />
      <TabBar
        activeKey={tab}
        onChange={(key) => setParams(key === 'weeks' ? {} : { tab: key })}
        items={[
          { key: 'weeks', label: 'Weeks', children: <Weeks /> },
          { key: 'totals', label: 'Totals', children: <Totals /> },
          { key: 'overtime', label: 'Overtime', children: <Overtime /> },
        ]}
      />
    </>
  );
}

function Weeks() {
  const [attempt, setAttempt] = useState(0);
  const list = useListQuery(TIMESHEET_LIST_FIELDS, { filters: ['q', 'status', 'from', 'to'] });
  const { query } = list;
  const data = useRemoteData(() => hrApi.timesheets(query), `${JSON.stringify(query)}-${attempt}`);
  return (
    <Panel>
      <ListFrame
        actions={<ExportButton url={HR_EXPORT_URLS.timesheets} query={query} />}
        bare
        list={list}
        remote={data}
        errorTitle="The timesheets could not be loaded"
        noun="timesheets"
        filters={
          <>
            <ListSearch list={list} id="timesheets-search" placeholder="Name or code" />
            <ListSelect
              list={list}
              field="status"
              id="timesheets-status"
              label="Status"
              span={{ xs: 12, md: 6, xl: 5 }}
              placeholder="Submitted and decided"
              options={TIMESHEET_STATUSES.map((s) => ({ value: s, label: s }))}
            />
          </>
        }
        table={{
          label: 'Timesheets',
          rowKey: 'id',
          minWidth: 700,
          expandedRowRender: (w) => <WeekEntries id={w.id!} />,
          columns: [
            { key: 'employee', title: 'Employee', render: (w) => `${w.employeeName} (${w.employeeCode})` },
            { key: 'week', title: 'Week of', render: (w) => formatDate(w.weekStart) },
            { key: 'hours', title: 'Hours', render: (w) => w.totalHours },
            ...decisionColumns<TimesheetWeek>(
              (w, body) => hrApi.decideTimesheet(w.id!, body),
              () => setAttempt((n) => n + 1),
              'submitted',
            ),
          ],
        }}
      />
    </Panel>
  );
}

function WeekEntries({ id }: { id: number }) {
  const data = useRemoteData(() => hrApi.timesheet(id), `week-${id}`);
  return (
    <DataTable
      label="Days of the week"
      rowKey="id"
      size="small"
      loading={data.loading}
      dataSource={data.data?.entries ?? []}
      columns={[
        { key: 'day', title: 'Day', render: (e) => dayjs(e.date).format('ddd D MMM') },
        { key: 'project', title: 'Project or lead', render: (e) => e.project },
        { key: 'task', title: 'Task', render: (e) => e.task },
        { key: 'hours', title: 'Hours', render: (e) => e.hours },
      ]}
    />
  );
}

/** The totals' dates: the last 30 days unless the URL says otherwise. */
const TOTALS_FIELDS = {
  from: { kind: 'date', real: true },
  to: { kind: 'date', real: true },
} as const satisfies Record<string, ListField>;

function Totals() {
  const list = useListQuery(TOTALS_FIELDS, { filters: ['from', 'to'] });
  const from = list.query.from ?? dayjs().subtract(30, 'day').format('YYYY-MM-DD');
  const to = list.query.to ?? dayjs().format('YYYY-MM-DD');
  const data = useRemoteData(() => hrApi.timesheetTotals({ from, to }), `${from}-${to}`);
  if (data.error && !data.data)
    return <ErrorState title="The totals could not be loaded" error={data.error} onRetry={data.reload} />;
  return (
    <>
      <LazyDateRange
        aria-label="Dates"
        style={{ marginBottom: 16 }}
        value={[from, to]}
        onChange={(start, end) => start && end && list.set({ from: start, to: end })}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Panel
            title="Per person"
            extra={<ExportButton url={HR_EXPORT_URLS.timesheetTotals} query={{ from, to, by: 'person' }} />}
          >
            <DataTable
              label="Hours per person"
              rowKey="employeeId"
              size="small"
              loading={data.loading}
              dataSource={data.data?.byPerson ?? []}
              emptyText={<EmptyState description="No hours in these dates" />}
              columns={[
                {
                  key: 'employee',
                  title: 'Employee',
                  render: (p) => `${p.employeeName} (${p.employeeCode})`,
                },
                { key: 'hours', title: 'Hours', render: (p) => p.hours },
              ]}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel
            title="Per project"
            extra={<ExportButton url={HR_EXPORT_URLS.timesheetTotals} query={{ from, to, by: 'project' }} />}
          >
            <DataTable
              label="Hours per project"
              rowKey="project"
              size="small"
              loading={data.loading}
              dataSource={data.data?.byProject ?? []}
              emptyText={<EmptyState description="No hours in these dates" />}
              columns={[
                { key: 'project', title: 'Project', render: (p) => p.project },
                { key: 'people', title: 'People', render: (p) => p.people },
                { key: 'hours', title: 'Hours', render: (p) => p.hours },
              ]}
            />
          </Panel>
        </Col>
      </Row>
    </>
  );
}

function Overtime() {
  return (
    <DecisionQueue
      name="overtime requests"
      load={hrApi.overtime}
      decide={hrApi.decideOvertime}
      detail={{ key: 'hours', title: 'Hours', render: (r) => r.hours }}
      actions={(status) => <ExportButton url={HR_EXPORT_URLS.overtime} query={{ status }} />}
    />
  );
}
