import { hrApi } from '@managewell/api';
import { ROLE_LABEL, ROLES } from '@managewell/api/contract';
import { PageHeader, useUnsavedChangesGuard } from '@managewell/ui';
import { LazySelect } from '@managewell/ui/lazy-fields';
import { Panel, Title } from '@managewell/ui/light';
import { Alert, Button, Checkbox, Col, Form, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EmployeeFields, toPayload } from './EmployeeForm';
import { type CreatedPerson, createdPersonOf, showFailure, showIssues } from './format';

/** HR creates an employee and, optionally, a sign-in account (temporary password shown once). */
// The dialog with the new account's password loads when shown.
const CreatedDialog = lazy(() => import('./CreatedDialog').then((m) => ({ default: m.CreatedDialog })));

export function CreateEmployeePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const withAccount = Form.useWatch('withAccount', form);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedPerson | null>(null);
  const request = params.get('request');
  const [dirty, setDirty] = useState(false);
  // Once created, the page's own navigation (the dialog's Done) leaves without asking.
  useUnsavedChangesGuard(dirty && !created);

  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    const { withAccount: account, username, role, ...rest } = values;
    const payload = { ...toPayload(rest), account: account ? { username, role } : null };
    // The schema (and zod) load when the form is sent (a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md).
    const { createEmployeeInput } = await import('@managewell/api/contract');
    const parsed = createEmployeeInput.safeParse(payload);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, { 'account.username': 'username', 'account.role': 'role' });
      return;
    }
    setBusy(true);
    try {
      const result = await hrApi.createEmployee(parsed.data);
      if (request)
        await hrApi
          .resolveStaffRequest(Number(request), 'done', `Created ${result.employee.code}`)
          .catch(() => {});
      setCreated(createdPersonOf(result));
    } catch (failure) {
      const text = showFailure(null, failure);
      const fields =
        (failure as { response?: { data?: { fields?: Record<string, string> } } }).response?.data?.fields ??
        {};
      showIssues(
        form,
        Object.entries(fields).map(([k, message]) => ({ path: k.split('.'), message })),
        { 'account.username': 'username', 'account.role': 'role' },
      );
      setError(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title="Create Employee" crumbs={[{ title: 'Employee List', to: '/app/hr/employee' }]} />
      <Panel>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          onValuesChange={() => setDirty(true)}
          disabled={busy}
          scrollToFirstError
          initialValues={{
            fullName: params.get('fullName') ?? undefined,
            email: params.get('email') ?? undefined,
            employmentType: 'permanent',
            noticeDays: 30,
            dateOfJoining: dayjs(),
            workState: 'Maharashtra',
            workLocation: 'Mumbai head office',
            withAccount: Boolean(params.get('role')),
            role: params.get('role') || 'employee',
          }}
        >
          <EmployeeFields disabled={busy} />
          <Title level={5}>Sign-in account</Title>
          <Form.Item name="withAccount" valuePropName="checked">
            <Checkbox>Create a sign-in account</Checkbox>
          </Form.Item>
          {withAccount && (
            <Row gutter={16}>
              <Col xs={24} md={12} xl={8}>
                <Form.Item
                  name="username"
                  label="Username"
                  rules={[{ required: true, message: 'Choose a username.' }]}
                >
                  <Input count={{ show: true, max: 40 }} autoComplete="off" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12} xl={8}>
                <Form.Item name="role" label="Role" rules={[{ required: true, message: 'Choose a role.' }]}>
                  <LazySelect
                    aria-label="Role"
                    disabled={busy}
                    options={ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
                  />
                </Form.Item>
              </Col>
            </Row>
          )}
          <Button type="primary" htmlType="submit" loading={busy}>
            Create employee
          </Button>
        </Form>
      </Panel>
      {created && (
        <Suspense fallback={null}>
          <CreatedDialog
            created={created}
            onDone={() => navigate(`/app/hr/employee-details?id=${created.id}`)}
          />
        </Suspense>
      )}
    </>
  );
}
