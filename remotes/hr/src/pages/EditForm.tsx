import { hrApi } from '@managewell/api';
import { EMPLOYEE_STATUSES, type EmployeeDetail, updateEmployeeInput } from '@managewell/api/contract';
import { useAntApp, useUnsavedChangesGuard } from '@managewell/ui';
import { Alert, Button, Form, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EmployeeFields, toPayload } from './EmployeeForm';
import { showFailure, showIssues } from './format';

export function EditForm({ employee: e, onSaved }: { employee: EmployeeDetail; onSaved: () => void }) {
  const [form] = Form.useForm();
  const { message } = useAntApp();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty && !busy);
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
      setDirty(false);
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
      onValuesChange={() => setDirty(true)}
      disabled={busy}
      initialValues={{
        ...e,
        bankAccount: undefined,
        dateOfJoining: dayjs(e.dateOfJoining),
        dateOfBirth: e.dateOfBirth ? dayjs(e.dateOfBirth) : undefined,
      }}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <EmployeeFields selfId={e.id} disabled={busy} />
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
