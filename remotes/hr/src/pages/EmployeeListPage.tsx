import { HR_EXPORT_URLS, hrApi } from '@managewell/api';
import { DEPARTMENTS, EMPLOYEE_STATUSES, type EmployeeSummary } from '@managewell/api/contract';
import { ErrorState, ExportButton, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, SearchBox, TabBar } from '@managewell/ui/light';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Code } from './Code';
import { DecideButtons, formatDate, StatusTag, showFailure } from './shared';
import { Table } from './Table';

const STATUS_COLOUR: Record<string, string> = {
  active: 'green',
  notice: 'gold',
  exited: 'default',
  inactive: 'red',
};

/** HR: everyone (search, filters, server paging and sorting in the URL, CSV and Excel export), and the request queues. */
export function EmployeeListPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'list';
  return (
    <>
      <PageHeader
        title="Employee List"
        extra={
          <Link to="/app/hr/create-employee">
            <Button type="primary">Create employee</Button>
          </Link>
        }
      />
      <TabBar
        activeKey={tab}
        onChange={(key) => setParams(key === 'list' ? {} : { tab: key })}
        items={[
          { key: 'list', label: 'Employees', children: <Employees /> },
          { key: 'requests', label: 'Account and password requests', children: <StaffRequests /> },
          { key: 'changes', label: 'Profile changes', children: <ProfileChanges /> },
        ]}
      />
    </>
  );
}

function Employees() {
  const [params, setParams] = useSearchParams();
  const query = {
    q: params.get('q') ?? undefined,
    department: params.get('department') ?? undefined,
    status: params.get('status') ?? undefined,
    sort: params.get('sort') ?? 'code',
    order: params.get('order') ?? 'asc',
    page: Number(params.get('page') ?? 1),
    pageSize: Number(params.get('pageSize') ?? 20),
  };
  const data = useRemoteData(() => hrApi.employees(query), params.toString());
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
          aria-label="Search employees"
          placeholder="Name, code, e-mail, phone"
          value={search}
          onChange={setSearch}
          onSearch={(q) => update({ q: q.trim() })}
          style={{ width: 260 }}
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
        <LazySelect
          aria-label="Status"
          allowClear
          placeholder="Status"
          style={{ width: 140 }}
          value={query.status}
          onChange={(v) => update({ status: v })}
          options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: s }))}
        />
        <ExportButton url={HR_EXPORT_URLS.employees} query={query} />
      </Space>
      <Table<EmployeeSummary>
        rowKey="id"
        loading={data.loading}
        dataSource={data.data?.items}
        scroll={{ x: 900 }}
        sort={{ key: query.sort, order: query.order === 'desc' ? 'desc' : 'asc' }}
        onSort={(key, order) =>
          update({ sort: order ? key : undefined, order: order === 'desc' ? 'desc' : undefined })
        }
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: data.data?.total ?? 0,
          showTotal: (t) => `${t} employees`,
          onChange: (page, pageSize) => update({ page, pageSize }),
        }}
        columns={[
          {
            title: 'Code',
            dataIndex: 'code',
            sorter: true,
          },
          {
            title: 'Name',
            dataIndex: 'fullName',
            sorter: true,
            render: (_, e) => <Link to={`/app/hr/employee-details?id=${e.id}`}>{e.fullName}</Link>,
          },
          {
            title: 'Department',
            dataIndex: 'department',
            sorter: true,
          },
          { title: 'Designation', dataIndex: 'designation' },
          { title: 'Manager', dataIndex: 'managerName' },
          {
            title: 'Joined',
            dataIndex: 'dateOfJoining',
            sorter: true,
            render: (d: string) => formatDate(d),
          },
          {
            title: 'Account',
            render: (_, e) => (e.username ? <Code>{e.username}</Code> : '—'),
          },
          { title: 'Status', render: (_, e) => <Tag color={STATUS_COLOUR[e.status]}>{e.status}</Tag> },
        ]}
      />
    </Panel>
  );
}

function StaffRequests() {
  const [attempt, setAttempt] = useState(0);
  const { message } = useAntApp();
  const data = useRemoteData(() => hrApi.staffRequests(), `staff-${attempt}`);
  const resolve = async (id: number, status: 'done' | 'dismissed') => {
    try {
      await hrApi.resolveStaffRequest(id, status);
      setAttempt((n) => n + 1);
    } catch (failure) {
      message.error(showFailure(null, failure));
    }
  };
  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  return (
    <Panel>
      <Table
        rowKey="id"
        loading={data.loading}
        dataSource={data.data}
        scroll={{ x: 800 }}
        locale={{ emptyText: 'No requests.' }}
        columns={[
          { title: 'When', render: (_, r) => formatDate(r.createdAt) },
          { title: 'Kind', render: (_, r) => (r.kind === 'account' ? 'New account' : 'Password reset') },
          {
            title: 'Who',
            render: (_, r) =>
              `${r.fullName}${r.username ? ` (${r.username})` : ''}${r.email ? ` · ${r.email}` : ''}`,
          },
          {
            title: 'Details',
            render: (_, r) => [r.team && `Team: ${r.team}`, r.message].filter(Boolean).join(' · '),
          },
          {
            title: 'Status',
            render: (_, r) => (
              <Tag>
                {r.status}
                {r.handledBy ? ` by ${r.handledBy}` : ''}
              </Tag>
            ),
          },
          {
            title: '',
            render: (_, r) =>
              r.status === 'open' && (
                <Space>
                  {r.kind === 'account' ? (
                    <Link
                      to={`/app/hr/create-employee?fullName=${encodeURIComponent(r.fullName)}&email=${encodeURIComponent(r.email ?? '')}&role=${r.team ?? ''}&request=${r.id}`}
                    >
                      <Button size="small" type="primary">
                        Create
                      </Button>
                    </Link>
                  ) : (
                    r.employeeId && (
                      <Link to={`/app/hr/employee-details?id=${r.employeeId}&tab=account`}>
                        <Button size="small" type="primary">
                          Reset password
                        </Button>
                      </Link>
                    )
                  )}
                  <Button size="small" onClick={() => resolve(r.id, 'dismissed')}>
                    Dismiss
                  </Button>
                </Space>
              ),
          },
        ]}
      />
    </Panel>
  );
}

function ProfileChanges() {
  const [attempt, setAttempt] = useState(0);
  const data = useRemoteData(() => hrApi.profileChanges(), `changes-${attempt}`);
  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  return (
    <Panel>
      <Table
        rowKey="id"
        loading={data.loading}
        dataSource={data.data}
        scroll={{ x: 700 }}
        locale={{ emptyText: 'No change requests.' }}
        columns={[
          { title: 'Asked', render: (_, r) => formatDate(r.createdAt) },
          {
            title: 'Who',
            render: (_, r) => (
              <Link to={`/app/hr/employee-details?id=${r.employeeId}`}>{r.employeeName}</Link>
            ),
          },
          {
            title: 'Changes',
            render: (_, r) =>
              Object.entries(r.changes)
                .map(([k, v]) => `${k}: ${v}`)
                .join('; '),
          },
          { title: 'Note', dataIndex: 'note' },
          { title: 'Status', render: (_, r) => <StatusTag status={r.status} /> },
          {
            title: '',
            render: (_, r) =>
              r.status === 'pending' && (
                <DecideButtons
                  decide={(body) => hrApi.decideProfileChange(r.id, body)}
                  onDone={() => setAttempt((n) => n + 1)}
                />
              ),
          },
        ]}
      />
    </Panel>
  );
}
