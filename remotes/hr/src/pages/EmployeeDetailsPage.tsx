import { hrApi } from '@managewell/api';
import { formatIndianPhone } from '@managewell/api/contract';
import { ErrorState, PageHeader, PageSpinner, useAntApp, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, TabBar, Text, Title } from '@managewell/ui/light';
import { WholeListFrame } from '@managewell/ui/list';
import { Button, Descriptions, Popconfirm, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Code } from './Code';
import { historyChange } from './employeeFields';
import { days, formatDate, StatusTag, showFailure } from './shared';

const AccountTab = lazy(() => import('./AccountTab').then((m) => ({ default: m.AccountTab })));

const EditForm = lazy(() => import('./EditForm').then((m) => ({ default: m.EditForm })));

/** HR: one person's full record with tabs; ?id= picks the person. */
export function EmployeeDetailsPage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const directory = useRemoteData(() => hrApi.directory(), 'directory');
  const picker = (
    <LazySelect
      aria-label="Employee"
      showSearch
      placeholder="Find an employee"
      optionFilterProp="label"
      style={{ width: 280 }}
      value={id || undefined}
      onChange={(v) => setParams({ id: String(v) })}
      options={(directory.data ?? []).map((p) => ({ value: p.id, label: `${p.fullName} (${p.code})` }))}
    />
  );
  return (
    <>
      <PageHeader
        title="Employee Details"
        crumbs={[{ title: 'Employee List', to: '/app/hr/employee' }]}
        extra={picker}
      />
      {id ? <Details key={id} id={id} /> : <Panel>Choose an employee to see their record.</Panel>}
    </>
  );
}

function Details({ id }: { id: number }) {
  const [params, setParams] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const [revealed, setRevealed] = useState<string | null>(null);
  const data = useRemoteData(() => hrApi.employee(id), `${id}-${attempt}`);
  const { message } = useAntApp();
  const reload = () => setAttempt((n) => n + 1);
  if (data.error && !data.data)
    return (
      <ErrorState
        error={data.error}
        onRetry={data.reload}
        notFound={{
          title: 'No such employee',
          message: 'No employee record has this number: pick one from the list.',
        }}
        back={{ to: '/app/hr/employee', label: 'Back to the employee list' }}
      />
    );
  if (!data.data) return <PageSpinner />;
  const e = data.data;
  const reveal = async () => {
    try {
      setRevealed((await hrApi.employee(id, true)).bankAccount);
    } catch (failure) {
      message.error(showFailure(null, failure));
    }
  };
  const tab = params.get('tab') ?? 'profile';
  return (
    <Panel
      title={
        <Space wrap>
          <span>{e.fullName}</span>
          <Text type="secondary">{e.code}</Text>
          <Tag>{e.status}</Tag>
        </Space>
      }
    >
      <TabBar
        activeKey={tab}
        onChange={(key) => setParams({ id: String(id), tab: key })}
        items={[
          {
            key: 'profile',
            label: 'Profile',
            children: (
              <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
                <Descriptions.Item label="E-mail">{e.email}</Descriptions.Item>
                <Descriptions.Item label="Mobile">{formatIndianPhone(e.phone)}</Descriptions.Item>
                <Descriptions.Item label="Date of birth">{formatDate(e.dateOfBirth)}</Descriptions.Item>
                <Descriptions.Item label="Emergency contact">
                  {e.emergencyContact
                    ? `${e.emergencyContact.name} (${e.emergencyContact.relation}), ${formatIndianPhone(e.emergencyContact.phone)}`
                    : '—'}
                </Descriptions.Item>
                <Descriptions.Item label="PAN">{e.pan ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Aadhaar">
                  {e.aadhaarLast4 ? `XXXX XXXX ${e.aadhaarLast4}` : '—'}
                </Descriptions.Item>
                <Descriptions.Item label="Bank account">
                  <Space>
                    {revealed ?? e.bankAccount ?? '—'}
                    {e.bankAccount && !revealed && (
                      <Popconfirm
                        title="Show the full account number? This read is recorded in the audit log."
                        onConfirm={reveal}
                      >
                        <Button size="small">Show</Button>
                      </Popconfirm>
                    )}
                  </Space>
                </Descriptions.Item>
                <Descriptions.Item label="IFSC">{e.ifsc ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="UAN (EPFO)">{e.uan ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="ESIC number">{e.esicNumber ?? '—'}</Descriptions.Item>
              </Descriptions>
            ),
          },
          {
            key: 'job',
            label: 'Job',
            children: (
              <Descriptions column={{ xs: 1, md: 2 }} bordered size="small">
                <Descriptions.Item label="Department">{e.department}</Descriptions.Item>
                <Descriptions.Item label="Designation">{e.designation}</Descriptions.Item>
                <Descriptions.Item label="Manager">{e.managerName ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Joined">{formatDate(e.dateOfJoining)}</Descriptions.Item>
                <Descriptions.Item label="Employment">{e.employmentType}</Descriptions.Item>
                <Descriptions.Item label="Notice period">{days(e.noticeDays)}</Descriptions.Item>
                <Descriptions.Item label="Location">{`${e.workLocation}, ${e.workState}`}</Descriptions.Item>
              </Descriptions>
            ),
          },
          {
            key: 'edit',
            label: 'Edit',
            children: (
              <Suspense fallback={<PageSpinner />}>
                <EditForm employee={e} onSaved={reload} />
              </Suspense>
            ),
          },
          { key: 'time', label: 'Leave and attendance', children: <TimeTab id={id} /> },
          {
            key: 'account',
            label: 'Account',
            children: (
              <Suspense fallback={<PageSpinner />}>
                <AccountTab employee={e} onChanged={reload} />
              </Suspense>
            ),
          },
          { key: 'history', label: 'History', children: <HistoryTab id={id} key={attempt} /> },
        ]}
      />
    </Panel>
  );
}

function TimeTab({ id }: { id: number }) {
  const data = useRemoteData(() => hrApi.time(id), `time-${id}`);
  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <PageSpinner />;
  const t = data.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Space wrap>
        {t.balances.map((b) => (
          <Panel size="small" key={b.leaveTypeId}>
            <Text strong>{b.name}</Text>
            <div>
              {b.available === null
                ? `${b.taken} taken`
                : `${b.available} of ${b.allocated} left (${b.taken} taken, ${b.pending} pending)`}
            </div>
          </Panel>
        ))}
      </Space>
      {t.attendance && (
        <Panel size="small" title={`Attendance, ${dayjs(`${t.month}-01`).format('MMMM YYYY')}`}>
          <Code style={{ letterSpacing: 2 }}>{t.attendance.days}</Code>
          <div>
            Present {t.attendance.present} · late {t.attendance.late} · absent {t.attendance.absent} · leave{' '}
            {t.attendance.leave}
          </div>
          <Text type="secondary" style={{ fontSize: 12 }}>
            P present, L late, A absent, V leave, H half-day leave, O holiday, W weekend, - not yet
          </Text>
        </Panel>
      )}
      <WholeListFrame
        bare
        rows={{ ...data, data: t.requests }}
        errorTitle="The leave requests could not be loaded"
        noun="leave requests"
        pageSizes={false}
        table={{
          label: 'Leave requests',
          rowKey: 'id',
          size: 'small',
          columns: [
            { key: 'type', title: 'Type', render: (r) => r.leaveType },
            {
              key: 'dates',
              title: 'Dates',
              render: (r) => `${formatDate(r.startDate)} – ${formatDate(r.endDate)}`,
            },
            { key: 'days', title: 'Days', render: (r) => r.days },
            { key: 'status', title: 'Status', render: (r) => <StatusTag status={r.status} /> },
          ],
        }}
      />
    </Space>
  );
}

function HistoryTab({ id }: { id: number }) {
  const data = useRemoteData(() => hrApi.history(id), `history-${id}`);
  const directory = useRemoteData(() => hrApi.directory(), 'directory');
  const nameOf = (employeeId: number) => {
    const person = directory.data?.find((p) => p.id === employeeId);
    return person && `${person.fullName} (${person.code})`;
  };
  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <PageSpinner />;
  return (
    <>
      <WholeListFrame
        bare
        rows={{ ...data, data: data.data.history }}
        errorTitle="The history could not be loaded"
        noun="changes"
        pageSizes={false}
        table={{
          label: 'History',
          rowKey: 'id',
          size: 'small',
          columns: [
            { key: 'when', title: 'When', render: (h) => dayjs(h.at).format('D MMM YYYY HH:mm') },
            { key: 'who', title: 'Who', render: (h) => h.actor },
            { key: 'what', title: 'What', render: (h) => h.action },
            {
              key: 'changes',
              title: 'Changes',
              render: (h) =>
                Object.entries(h.changes)
                  .map(([k, c]) => historyChange(k, c, nameOf))
                  .join('; '),
            },
          ],
        }}
      />
      <Title level={5} style={{ marginTop: 16 }}>
        Reads of bank and salary data
      </Title>
      {/* Few people may read these: the whole short list, without paging. */}
      <DataTable
        label="Reads of bank and salary data"
        rowKey="at"
        size="small"
        dataSource={data.data.personalDataReads}
        emptyText="Nobody has read them."
        columns={[
          { key: 'when', title: 'When', render: (r) => dayjs(r.at).format('D MMM YYYY HH:mm') },
          { key: 'who', title: 'Who', render: (r) => r.actor },
          { key: 'what', title: 'What', render: (r) => r.what },
        ]}
      />
    </>
  );
}
