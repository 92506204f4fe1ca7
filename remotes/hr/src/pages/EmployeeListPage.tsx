import { HR_EXPORT_URLS, hrApi } from '@managewell/api';
import {
  DEPARTMENTS,
  EMPLOYEE_LIST_FIELDS,
  EMPLOYEE_STATUSES,
  type ProfileChangeRequest,
} from '@managewell/api/contract';
import { ExportButton, PageHeader, useAntApp, useRemoteData } from '@managewell/ui';
import { Panel, TabBar } from '@managewell/ui/light';
import { ListFrame, ListSearch, ListSelect, useListQuery, WholeListFrame } from '@managewell/ui/list';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Code } from './Code';
import { decisionColumns } from './DecisionQueue';
import { formatDate, showFailure } from './shared';

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
  const list = useListQuery(EMPLOYEE_LIST_FIELDS, { filters: ['q', 'department', 'status'] });
  const { query } = list;
  const data = useRemoteData(() => hrApi.employees(query), JSON.stringify(query));
  return (
    <Panel>
      <ListFrame
        bare
        list={list}
        remote={data}
        errorTitle="The employees could not be loaded"
        noun="employees"
        totalText={(t) => `${t} employees`}
        filters={
          <>
            <ListSearch list={list} id="employees-search" placeholder="Name, code, e-mail, phone" />
            <ListSelect
              list={list}
              field="department"
              id="employees-department"
              label="Department"
              placeholder="Department"
              options={DEPARTMENTS.map((d) => ({ value: d, label: d }))}
            />
            <ListSelect
              list={list}
              field="status"
              id="employees-status"
              label="Status"
              placeholder="Status"
              options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: s }))}
            />
          </>
        }
        actions={<ExportButton url={HR_EXPORT_URLS.employees} query={query} />}
        table={{
          label: 'Employees',
          rowKey: 'id',
          minWidth: 900,
          columns: [
            { key: 'code', title: 'Code', sortable: true, render: (e) => e.code },
            {
              key: 'fullName',
              title: 'Name',
              sortable: true,
              render: (e) => <Link to={`/app/hr/employee-details?id=${e.id}`}>{e.fullName}</Link>,
            },
            { key: 'department', title: 'Department', sortable: true, render: (e) => e.department },
            { key: 'designation', title: 'Designation', render: (e) => e.designation },
            { key: 'managerName', title: 'Manager', render: (e) => e.managerName },
            {
              key: 'dateOfJoining',
              title: 'Joined',
              sortable: true,
              render: (e) => formatDate(e.dateOfJoining),
            },
            {
              key: 'account',
              title: 'Account',
              render: (e) => (e.username ? <Code>{e.username}</Code> : '—'),
            },
            {
              key: 'status',
              title: 'Status',
              render: (e) => <Tag color={STATUS_COLOUR[e.status]}>{e.status}</Tag>,
            },
          ],
        }}
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
  return (
    <Panel>
      <WholeListFrame
        bare
        rows={data}
        errorTitle="The requests could not be loaded"
        noun="requests"
        emptyText="No requests."
        actions={<ExportButton url={HR_EXPORT_URLS.staffRequests} query={{}} />}
        table={{
          label: 'Account and password requests',
          rowKey: 'id',
          minWidth: 800,
          columns: [
            { key: 'when', title: 'When', render: (r) => formatDate(r.createdAt) },
            {
              key: 'kind',
              title: 'Kind',
              render: (r) => (r.kind === 'account' ? 'New account' : 'Password reset'),
            },
            {
              key: 'who',
              title: 'Who',
              render: (r) =>
                `${r.fullName}${r.username ? ` (${r.username})` : ''}${r.email ? ` · ${r.email}` : ''}`,
            },
            {
              key: 'details',
              title: 'Details',
              render: (r) => [r.team && `Team: ${r.team}`, r.message].filter(Boolean).join(' · '),
            },
            {
              key: 'status',
              title: 'Status',
              render: (r) => (
                <Tag>
                  {r.status}
                  {r.handledBy ? ` by ${r.handledBy}` : ''}
                </Tag>
              ),
            },
            {
              key: 'actions',
              title: '',
              render: (r) =>
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
          ],
        }}
      />
    </Panel>
  );
}

function ProfileChanges() {
  const [attempt, setAttempt] = useState(0);
  const data = useRemoteData(() => hrApi.profileChanges(), `changes-${attempt}`);
  return (
    <Panel>
      <WholeListFrame
        bare
        rows={data}
        errorTitle="The change requests could not be loaded"
        noun="change requests"
        emptyText="No change requests."
        actions={<ExportButton url={HR_EXPORT_URLS.profileChanges} query={{}} />}
        table={{
          label: 'Profile changes',
          rowKey: 'id',
          minWidth: 700,
          columns: [
            { key: 'asked', title: 'Asked', render: (r) => formatDate(r.createdAt) },
            {
              key: 'who',
              title: 'Who',
              render: (r) => <Link to={`/app/hr/employee-details?id=${r.employeeId}`}>{r.employeeName}</Link>,
            },
            {
              key: 'changes',
              title: 'Changes',
              render: (r) =>
                Object.entries(r.changes)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join('; '),
            },
            { key: 'note', title: 'Note', render: (r) => r.note },
            ...decisionColumns<ProfileChangeRequest>(
              (r, body) => hrApi.decideProfileChange(r.id, body),
              () => setAttempt((n) => n + 1),
            ),
          ],
        }}
      />
    </Panel>
  );
}
