import { hrApi } from '@managewell/api';
import {
  EMPLOYEE_STATUSES,
  type EmployeeDetail,
  ROLE_LABEL,
  ROLES,
  type Role,
  updateEmployeeInput,
} from '@managewell/api/contract';
import { ErrorState, PageHeader, PageSpinner, useRemoteData } from '@managewell/ui';
import { Panel, TabBar, useAntApp } from '@managewell/ui/light';
import {
  Alert,
  Button,
  Descriptions,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmployeeFields, toPayload } from './EmployeeForm';
import { days, formatDate, StatusTag, showFailure, showIssues } from './shared';
import { Table } from './Table';

/** HR: one person's full record with tabs; ?id= picks the person. */
export function EmployeeDetailsPage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const directory = useRemoteData(() => hrApi.directory(), 'directory');
  const picker = (
    <Select
      aria-label="Employee"
      showSearch
      placeholder="Find an employee"
      optionFilterProp="label"
      style={{ width: 280 }}
      value={id || undefined}
      onChange={(v) => setParams({ id: String(v) })}
      options={directory.data?.map((p) => ({ value: p.id, label: `${p.fullName} (${p.code})` }))}
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
          <Typography.Text type="secondary">{e.code}</Typography.Text>
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
                <Descriptions.Item label="Mobile">{e.phone}</Descriptions.Item>
                <Descriptions.Item label="Date of birth">{formatDate(e.dateOfBirth)}</Descriptions.Item>
                <Descriptions.Item label="Emergency contact">
                  {e.emergencyContact
                    ? `${e.emergencyContact.name} (${e.emergencyContact.relation}), ${e.emergencyContact.phone}`
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
          { key: 'edit', label: 'Edit', children: <EditForm employee={e} onSaved={reload} /> },
          { key: 'time', label: 'Leave and attendance', children: <TimeTab id={id} /> },
          { key: 'account', label: 'Account', children: <AccountTab employee={e} onChanged={reload} /> },
          { key: 'history', label: 'History', children: <HistoryTab id={id} key={attempt} /> },
        ]}
      />
    </Panel>
  );
}

function EditForm({ employee: e, onSaved }: { employee: EmployeeDetail; onSaved: () => void }) {
  const [form] = Form.useForm();
  const { message } = useAntApp();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    const { bankAccount, ...rest } = values;
    const payload = { ...toPayload(rest), version: e.version, ...(bankAccount ? { bankAccount } : {}) };
    const parsed = updateEmployeeInput.safeParse(payload);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues);
      return;
    }
    setBusy(true);
    try {
      await hrApi.updateEmployee(e.id, parsed.data);
      message.success('Saved.');
      onSaved();
    } catch (failure) {
      setError(showFailure(form, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      disabled={busy}
      initialValues={{
        ...e,
        bankAccount: undefined,
        dateOfJoining: dayjs(e.dateOfJoining),
        dateOfBirth: e.dateOfBirth ? dayjs(e.dateOfBirth) : undefined,
      }}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <EmployeeFields selfId={e.id} />
      <Form.Item
        name="status"
        label="Status"
        style={{ maxWidth: 280 }}
        extra="Exited or inactive closes the sign-in account at once."
      >
        <Select aria-label="Status" options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: s }))} />
      </Form.Item>
      <Typography.Paragraph type="secondary">
        Leave the bank account empty to keep the current one.
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" loading={busy}>
        Save changes
      </Button>
    </Form>
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
            <Typography.Text strong>{b.name}</Typography.Text>
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
          <Typography.Text code style={{ letterSpacing: 2 }}>
            {t.attendance.days}
          </Typography.Text>
          <div>
            Present {t.attendance.present} · late {t.attendance.late} · absent {t.attendance.absent} · leave{' '}
            {t.attendance.leave}
          </div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            P present, L late, A absent, V leave, H half-day leave, O holiday, W weekend, - not yet
          </Typography.Text>
        </Panel>
      )}
      <Table
        rowKey="id"
        size="small"
        dataSource={t.requests}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        locale={{ emptyText: 'No leave requests.' }}
        columns={[
          { title: 'Type', dataIndex: 'leaveType' },
          { title: 'Dates', render: (_, r) => `${formatDate(r.startDate)} – ${formatDate(r.endDate)}` },
          { title: 'Days', dataIndex: 'days' },
          { title: 'Status', render: (_, r) => <StatusTag status={r.status} /> },
        ]}
      />
    </Space>
  );
}

function AccountTab({ employee: e, onChanged }: { employee: EmployeeDetail; onChanged: () => void }) {
  const { message } = useAntApp();
  const [password, setPassword] = useState<string | null>(null);
  const [role, setRole] = useState<Role | undefined>(e.role as Role | undefined);
  const [form] = Form.useForm<{ username?: string; role?: Role }>();
  const run = async (work: () => Promise<{ temporaryPassword: string | null }>, done: string) => {
    try {
      const result = await work();
      if (result.temporaryPassword) setPassword(result.temporaryPassword);
      message.success(done);
      onChanged();
    } catch (failure) {
      message.error(showFailure(form, failure));
    }
  };
  const modal = (
    <Modal
      open={password !== null}
      title="Temporary password"
      onOk={() => setPassword(null)}
      onCancel={() => setPassword(null)}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p>Shown only now. The person must change it at their next sign-in.</p>
      <Typography.Paragraph
        copyable={{ text: password ?? '' }}
        style={{ fontSize: 20 }}
        data-testid="temporary-password"
      >
        <Typography.Text code>{password}</Typography.Text>
      </Typography.Paragraph>
    </Modal>
  );
  if (!e.username)
    return (
      <>
        {modal}
        <Form
          form={form}
          layout="inline"
          onFinish={(v) =>
            run(
              () => hrApi.createAccount(e.id, { username: v.username ?? '', role: v.role ?? 'employee' }),
              'Account created.',
            )
          }
          initialValues={{ role: 'employee' }}
        >
          <Form.Item
            name="username"
            label="Username"
            rules={[{ required: true, message: 'Choose a username.' }]}
          >
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="role" label="Role">
            <Select
              aria-label="Role"
              style={{ width: 180 }}
              options={ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            Create account
          </Button>
        </Form>
      </>
    );
  return (
    <>
      {modal}
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Username">{e.username}</Descriptions.Item>
        <Descriptions.Item label="State">
          {e.accountActive ? <Tag color="green">Active</Tag> : <Tag color="red">Deactivated</Tag>}
          {e.mustChangePassword && <Tag color="gold">Temporary password</Tag>}
        </Descriptions.Item>
      </Descriptions>
      <Space wrap>
        {e.accountActive ? (
          <Popconfirm
            title="Deactivate? Every session of this account ends at once."
            onConfirm={() => run(() => hrApi.account(e.id, 'deactivate'), 'Account deactivated.')}
          >
            <Button danger>Deactivate</Button>
          </Popconfirm>
        ) : (
          <Button onClick={() => run(() => hrApi.account(e.id, 'activate'), 'Account activated.')}>
            Activate
          </Button>
        )}
        <Popconfirm
          title="Reset the password? A temporary one is shown once."
          onConfirm={() => run(() => hrApi.account(e.id, 'reset-password'), 'Password reset.')}
        >
          <Button>Reset password</Button>
        </Popconfirm>
        <Select
          aria-label="Role"
          style={{ width: 180 }}
          value={role}
          onChange={setRole}
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
        />
        <Button
          disabled={!role || role === e.role}
          onClick={() => role && run(() => hrApi.changeRole(e.id, role), 'Role changed.')}
        >
          Change role
        </Button>
      </Space>
    </>
  );
}

function HistoryTab({ id }: { id: number }) {
  const data = useRemoteData(() => hrApi.history(id), `history-${id}`);
  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <PageSpinner />;
  return (
    <>
      <Table
        rowKey="id"
        size="small"
        dataSource={data.data.history}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        columns={[
          { title: 'When', render: (_, h) => dayjs(h.at).format('D MMM YYYY HH:mm') },
          { title: 'Who', dataIndex: 'actor' },
          { title: 'What', dataIndex: 'action' },
          {
            title: 'Changes',
            render: (_, h) =>
              Object.entries(h.changes)
                .map(([k, c]) => `${k}: ${String(c.from ?? '—')} → ${String(c.to ?? '—')}`)
                .join('; '),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Reads of bank and salary data
      </Typography.Title>
      <Table
        rowKey="at"
        size="small"
        dataSource={data.data.personalDataReads}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: 'Nobody has read them.' }}
        columns={[
          { title: 'When', render: (_, r) => dayjs(r.at).format('D MMM YYYY HH:mm') },
          { title: 'Who', dataIndex: 'actor' },
          { title: 'What', dataIndex: 'what' },
        ]}
      />
    </>
  );
}
