import { HR_EXPORT_URLS, hrApi } from '@managewell/api';
import { type AttendanceGridRow, DEPARTMENTS } from '@managewell/api/contract';
import { ErrorState, ExportButton, PageHeader, useRemoteData } from '@managewell/ui';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, SearchBox, TabBar, Text } from '@managewell/ui/light';
import { DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DecideButtons, formatDate, StatusTag } from './shared';
import { Table } from './Table';

const LETTER_COLOURS: Record<string, string> = {
  P: '#d9f7be',
  L: '#fff1b8',
  A: '#ffccc7',
  V: '#d6e4ff',
  H: '#efdbff',
  O: '#ffd8bf',
  W: '#f0f0f0',
  '-': '#fff',
};

/** HR: everyone's month, one cell a day (filters in the URL, CSV), and the corrections to approve. */
export function ReadAttendancePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'grid';
  return (
    <>
      <PageHeader title="Attendance" />
      <TabBar
        activeKey={tab}
        onChange={(key) => setParams(key === 'grid' ? {} : { tab: key })}
        items={[
          { key: 'grid', label: 'Month grid', children: <Grid /> },
          { key: 'corrections', label: 'Corrections', children: <Corrections /> },
        ]}
      />
    </>
  );
}

function Grid() {
  const [params, setParams] = useSearchParams();
  const query = {
    month: params.get('month') ?? dayjs().format('YYYY-MM'),
    department: params.get('department') ?? undefined,
    q: params.get('q') ?? undefined,
  };
  const data = useRemoteData(() => hrApi.attendance(query), params.toString());
  const [search, setSearch] = useState(query.q ?? '');
  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (!v) next.delete(k);
      else next.set(k, v);
    }
    setParams(next);
  };
  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  const dates = data.data?.dates ?? [];
  return (
    <Panel>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker
          picker="month"
          aria-label="Month"
          allowClear={false}
          value={dayjs(`${query.month}-01`)}
          onChange={(d) => d && update({ month: d.format('YYYY-MM') })}
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
        <SearchBox
          aria-label="Search"
          placeholder="Name or code"
          value={search}
          onChange={setSearch}
          onSearch={(q) => update({ q: q.trim() })}
          style={{ width: 200 }}
        />
        <ExportButton url={HR_EXPORT_URLS.attendance} query={query} />
      </Space>
      <div style={{ marginBottom: '1em' }}>
        <Text type="secondary" style={{ fontSize: 12 }}>
          P present · L late · A absent · V leave · H half-day leave · O holiday · W weekend
        </Text>
      </div>
      <Table<AttendanceGridRow>
        rowKey="employeeId"
        size="small"
        loading={data.loading}
        dataSource={data.data?.rows}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 360 + dates.length * 26 }}
        columns={[
          {
            title: 'Employee',
            fixed: 'left',
            width: 180,
            render: (_, r) => <span title={r.department}>{r.employeeName}</span>,
          },
          ...dates.map((d, i) => ({
            title: <span title={dayjs(d).format('ddd D MMM')}>{Number(d.slice(8))}</span>,
            key: d,
            width: 26,
            align: 'center' as const,
            onCell: (r: AttendanceGridRow) => ({
              style: { background: LETTER_COLOURS[r.days[i] ?? '-'], padding: 2, fontSize: 11 },
            }),
            render: (_: unknown, r: AttendanceGridRow) => r.days[i],
          })),
          { title: 'P', dataIndex: 'present', width: 40 },
          { title: 'L', dataIndex: 'late', width: 40 },
          { title: 'A', dataIndex: 'absent', width: 40 },
          { title: 'V', dataIndex: 'leave', width: 44 },
        ]}
      />
    </Panel>
  );
}

function Corrections() {
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<string | undefined>('pending');
  const data = useRemoteData(() => hrApi.regularisations(status), `${status}-${attempt}`);
  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  return (
    <Panel
      extra={
        <LazySelect
          aria-label="Status"
          allowClear
          placeholder="All"
          style={{ width: 140 }}
          value={status}
          onChange={setStatus}
          options={['pending', 'approved', 'rejected'].map((s) => ({ value: s, label: s }))}
        />
      }
    >
      <Table
        rowKey="id"
        loading={data.loading}
        dataSource={data.data}
        scroll={{ x: 700 }}
        locale={{ emptyText: 'No corrections.' }}
        columns={[
          { title: 'Employee', render: (_, r) => `${r.employeeName} (${r.employeeCode})` },
          { title: 'Day', render: (_, r) => formatDate(r.date) },
          { title: 'Times', render: (_, r) => `${r.checkIn}–${r.checkOut}` },
          { title: 'Reason', dataIndex: 'reason' },
          { title: 'Status', render: (_, r) => <StatusTag status={r.status} /> },
          {
            title: '',
            render: (_, r) =>
              r.status === 'pending' && (
                <DecideButtons
                  decide={(body) => hrApi.decideRegularisation(r.id, body)}
                  onDone={() => setAttempt((n) => n + 1)}
                />
              ),
          },
        ]}
      />
    </Panel>
  );
}
