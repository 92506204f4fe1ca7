import { hrApi, isApiErrorBody } from '@managewell/api';
import {
  EMPLOYEE_STATUSES,
  type EmployeeDetail,
  formatIndianPhone,
  updateEmployeeInput,
} from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  useAntApp,
  useFieldMerge,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { Alert, Button, Form, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { EmployeeFields, toPayload } from './EmployeeForm';
import { EMPLOYEE_FIELD_LABELS } from './employeeFields';
import { showFailure, showIssues } from './format';

type Values = Record<string, unknown>;

/** An employee as the form holds it (the bank account is never shown, only replaced). */
const formValuesOf = (e: EmployeeDetail): Values => ({
  ...e,
  phone: formatIndianPhone(e.phone),
  bankAccount: undefined,
  dateOfJoining: dayjs(e.dateOfJoining),
  dateOfBirth: e.dateOfBirth ? dayjs(e.dateOfBirth) : undefined,
});

/** Only the fields the form shows, so the merge compares what people can edit. */
const pick = (values: Values, fields: string[]): Values =>
  Object.fromEntries(fields.map((field) => [field, values[field]]));

export function EditForm({ employee: e, onSaved }: { employee: EmployeeDetail; onSaved: () => void }) {
  const [form] = Form.useForm();
  const { message } = useAntApp();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty && !busy);
  // A stale save: the merge of what the form loaded, what I typed and the employee as now saved.
  const conflicts = useFieldMerge<Values, EmployeeDetail>();
  const merge = conflicts.merge;
  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    const { bankAccount, ...rest } = values;
    // After a merge the save goes on top of the other person's version.
    const version = (merge?.current ?? e).version;
    const payload = { ...toPayload(rest), version, ...(bankAccount ? { bankAccount } : {}) };
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
      conflicts.close();
      onSaved();
    } catch (failure) {
      if (isApiErrorBody(failure) && failure.code === 'CONFLICT' && (await mergeWithCurrent(values))) return;
      setError(showFailure(form, failure));
    } finally {
      setBusy(false);
    }
  };
  /** After a stale save: true when someone else saved the employee meanwhile and the form holds the merge. */
  const mergeWithCurrent = async (mine: Values): Promise<boolean> => {
    const fields = Object.keys(mine);
    const merged = await conflicts.mergeWithServer(e, mine, {
      fetch: () => hrApi.employee(e.id),
      version: (employee) => employee.version,
      values: (employee) => pick(formValuesOf(employee), fields),
    });
    if (merged) form.setFieldsValue(merged);
    return merged !== null;
  };

  const saveMerged = (choices: Record<string, ConflictChoice>) => {
    const values = conflicts.settle(form.getFieldsValue(), choices);
    form.setFieldsValue(values);
    void submit(values);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      onValuesChange={() => setDirty(true)}
      disabled={busy}
      initialValues={formValuesOf(e)}
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
      {merge && (
        <ConflictPanel
          thing="employee"
          conflict={merge.result}
          labelOf={(field) => EMPLOYEE_FIELD_LABELS[field] ?? field}
          saving={busy}
          onSave={saveMerged}
          onTakeTheirs={() => {
            form.setFieldsValue(formValuesOf(merge.current));
            setDirty(false);
            conflicts.close();
            onSaved();
          }}
        />
      )}
    </Form>
  );
}
