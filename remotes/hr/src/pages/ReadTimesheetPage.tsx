import { HR_EXPORT_URLS, hrApi } from '@managewell/api';
import { TIMESHEET_STATUSES, type TimesheetWeek } from '@managewell/api/contract';
import { ErrorState, ExportButton, PageHeader, useRemoteData } from '@managewell/ui';
import { LazyDateRange, LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, SearchBox, TabBar } from '@managewell/ui/light';
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
  const [params, setParams] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const query = {
    status: params.get('status') ?? undefined,
    q: params.get('q') ?? undefined,
    page: Number(params.get('page') ?? 1),
    pageSize: Number(params.get('pageSize') ?? 20),
  };
  const data = useRemoteData(() => hrApi.timesheets(query), `${params.toString()}-${attempt}`);
  const [search, setSearch] = useState(query.q ?? '');
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
    <Panel>
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchBox
          aria-label="Search"
          placeholder="Name or code"
          value={search}
          onChange={setSearch}
          onSearch={(q) => update({ q: q.trim() })}
          style={{ width: 200 }}
        />
        <LazySelect
          aria-label="Status"
          allowClear
          placeholder="Submitted and decided"
          style={{ width: 200 }}
          value={query.status}
          onChange={(v) => update({ status: v })}
          options={TIMESHEET_STATUSES.map((s) => ({ value: s, label: s }))}
        />
        <ExportButton url={HR_EXPORT_URLS.timesheets} query={query} />
      </Space>
      <Table<TimesheetWeek>
        rowKey={(w) => String(w.id)}
        loading={data.loading}
        dataSource={data.data?.items}
        scroll={{ x: 700 }}
        expandable={{ expandedRowRender: (w) => <WeekEntries id={w.id!} /> }}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: data.data?.total ?? 0,
          onChange: (page, pageSize) => update({ page, pageSize }),
        }}
        columns={[
          { title: 'Employee', render: (_, w) => `${w.employeeName} (${w.employeeCode})` },
          { title: 'Week of', render: (_, w) => formatDate(w.weekStart) },
          { title: 'Hours', dataIndex: 'totalHours' },
          { title: 'Status', render: (_, w) => <StatusTag status={w.status} /> },
          {
            title: '',
            render: (_, w) =>
              w.status === 'submitted' && (
                <DecideButtons
                  decide={(body) => hrApi.decideTimesheet(w.id!, body)}
                  onDone={() => setAttempt((n) => n + 1)}
                />
              ),
          },
        ]}
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
