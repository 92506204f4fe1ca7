import { HR_EXPORT_URLS, hrApi } from '@managewell/api';
import { TIMESHEET_LIST_FIELDS, TIMESHEET_STATUSES } from '@managewell/api/contract';
import { ErrorState, ExportButton, PageHeader, useRemoteData } from '@managewell/ui';
import { LazyDateRange, LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, TabBar } from '@managewell/ui/light';
import { ListFrame, ListSearch, ListSelect, useListQuery } from '@managewell/ui/list';
import { Col, Row, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DecideButtons, formatDate, StatusTag } from './shared';
import { Table } from './Table';

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
            { key: 'status', title: 'Status', render: (w) => <StatusTag status={w.status} /> },
            {
              key: 'decide',
              title: '',
              render: (w) =>
                w.status === 'submitted' && (
                  <DecideButtons
                    decide={(body) => hrApi.decideTimesheet(w.id!, body)}
                    onDone={() => setAttempt((n) => n + 1)}
                  />
                ),
            },
          ],
        }}
      />
    </Panel>
  );
}

function WeekEntries({ id }: { id: number }) {
  const data = useRemoteData(() => hrApi.timesheet(id), `week-${id}`);
  return (
    <Table
      rowKey="id"
      size="small"
      loading={data.loading}
      dataSource={data.data?.entries}
      pagination={false}
      columns={[
        { title: 'Day', render: (_, e) => dayjs(e.date).format('ddd D MMM') },
        { title: 'Project or lead', dataIndex: 'project' },
        { title: 'Task', dataIndex: 'task' },
        { title: 'Hours', dataIndex: 'hours' },
      ]}
    />
  );
}

function Totals() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? dayjs().subtract(30, 'day').format('YYYY-MM-DD');
  const to = params.get('to') ?? dayjs().format('YYYY-MM-DD');
  const data = useRemoteData(() => hrApi.timesheetTotals({ from, to }), `${from}-${to}`);
  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  return (
    <>
      <LazyDateRange
        aria-label="Dates"
        style={{ marginBottom: 16 }}
        value={[from, to]}
        onChange={(start, end) => start && end && setParams({ tab: 'totals', from: start, to: end })}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Panel title="Per person">
            <Table
              rowKey="employeeId"
              size="small"
              loading={data.loading}
              dataSource={data.data?.byPerson}
              pagination={{ pageSize: 15, hideOnSinglePage: true }}
              columns={[
                { title: 'Employee', render: (_, p) => `${p.employeeName} (${p.employeeCode})` },
                { title: 'Hours', dataIndex: 'hours' },
              ]}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title="Per project">
            <Table
              rowKey="project"
              size="small"
              loading={data.loading}
              dataSource={data.data?.byProject}
              pagination={{ pageSize: 15, hideOnSinglePage: true }}
              columns={[
                { title: 'Project', dataIndex: 'project' },
                { title: 'People', dataIndex: 'people' },
                { title: 'Hours', dataIndex: 'hours' },
              ]}
            />
          </Panel>
        </Col>
      </Row>
    </>
  );
}

function Overtime() {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<string | undefined>();
  const data = useRemoteData(() => hrApi.overtime(status), `${status}-${attempt}`);
  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  return (
    <Panel
      extra={
        <Space wrap>
          <LazySelect
            aria-label="Status"
            allowClear
            placeholder="All"
            style={{ width: 140 }}
            value={status}
            onChange={setStatus}
            options={['pending', 'approved', 'rejected', 'cancelled'].map((s) => ({ value: s, label: s }))}
          />
          <ExportButton url={HR_EXPORT_URLS.overtime} query={{ status }} />
        </Space>
      }
    >
      <Table
        rowKey="id"
        loading={data.loading}
        dataSource={data.data}
        scroll={{ x: 700 }}
        locale={{ emptyText: 'No overtime requests.' }}
        columns={[
          { title: 'Employee', render: (_, r) => `${r.employeeName} (${r.employeeCode})` },
          { title: 'Day', render: (_, r) => formatDate(r.date) },
          { title: 'Hours', dataIndex: 'hours' },
          { title: 'Reason', dataIndex: 'reason' },
          { title: 'Status', render: (_, r) => <StatusTag status={r.status} /> },
          {
            title: '',
            render: (_, r) =>
              r.status === 'pending' && (
                <DecideButtons
                  decide={(body) => hrApi.decideOvertime(r.id, body)}
                  onDone={() => setAttempt((n) => n + 1)}
                />
              ),
          },
        ]}
      />
    </Panel>
  );
}
