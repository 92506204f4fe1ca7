// The profile page's two forms, loaded when the person opens one (the employee's first
// page is the profile, and antd's Form, Input and Select — with its virtual list — are ~40 KB
// brotli that most visits never use).
import { selfApi } from '@managewell/api';
import {
  type EmployeeDetail,
  ERROR_CODES,
  formatIndianPhone,
  isApiErrorBody,
  PROFILE_REQUESTABLE,
} from '@managewell/api/contract';
import {
  type ConflictChoice,
  ConflictPanel,
  useAntApp,
  useFieldMerge,
  useUnsavedChangesGuard,
} from '@managewell/ui';
import { Title } from '@managewell/ui/light';
import { Alert, Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { FIELD_LABELS } from './profileLabels';
import { showFailure } from './shared';

/** "Ask HR to change something": one field of the record, its new value and a note. */
export function AskHrForm({ onSent, onCancel }: { onSent: () => void; onCancel: () => void }) {
  const { message } = useAntApp();
  const [change] = Form.useForm<{ field?: string; value?: string; note?: string }>();
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty && !busy);

  const askChange = async (v: { field?: string; value?: string; note?: string }) => {
    if (!v.field) return;
    setBusy(true);
    try {
      await selfApi.requestProfileChange({
        changes: { [v.field]: v.value ?? '' },
        note: v.note || undefined,
      });
      message.success('Your request was sent to HR.');
      change.resetFields();
      setDirty(false);
      onSent();
    } catch (failure) {
      const text = showFailure(null, failure);
      change.setFields([{ name: 'value', errors: [text] }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={change}
      layout="vertical"
      onFinish={askChange}
      onValuesChange={() => setDirty(true)}
      disabled={busy}
    >
      <Row gutter={12}>
        <Col xs={24} sm={10}>
          <Form.Item name="field" label="Field" rules={[{ required: true, message: 'Choose a field.' }]}>
            <Select options={PROFILE_REQUESTABLE.map((f) => ({ value: f, label: FIELD_LABELS[f] }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item
            name="value"
            label="New value"
            rules={[{ required: true, message: 'Enter the new value.' }]}
          >
            <Input count={{ show: true, max: 200 }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="note" label="Note for HR">
        <Input count={{ show: true, max: 500 }} />
      </Form.Item>
      <Space>
        <Button htmlType="submit" loading={busy}>
          Send to HR
        </Button>
        <Button type="text" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Space>
    </Form>
  );
}

/** The contact form's fields. */
interface ContactValues {
  phone?: string;
  ecName?: string;
  ecRelation?: string;
  ecPhone?: string;
}
const CONTACT_LABELS: Record<string, string> = {
  phone: 'Mobile',
  ecName: 'Emergency contact: name',
  ecRelation: 'Emergency contact: relation',
  ecPhone: 'Emergency contact: mobile',
};

/** My record's contact details as the form shows them. */
export const contactValuesOf = (e: EmployeeDetail): ContactValues => ({
  phone: formatIndianPhone(e.phone),
  ecName: e.emergencyContact?.name,
  ecRelation: e.emergencyContact?.relation,
  ecPhone: formatIndianPhone(e.emergencyContact?.phone),
});

/** The contact and emergency details, changed directly (checked with the contract's schema). */
export function ContactForm({
  employee: e,
  onSaved,
  onCancel,
}: {
  employee: EmployeeDetail;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { message } = useAntApp();
  const [contact] = Form.useForm();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  // Cancel closes the form without asking; leaving the page with edits asks.
  useUnsavedChangesGuard(dirty && !busy);
  // A stale save: the merge of what the form loaded, what I typed and my record as now saved.
  const conflicts = useFieldMerge<ContactValues, EmployeeDetail>();
  const merge = conflicts.merge;

  const saveContact = async (v: ContactValues) => {
    setError(null);
    const hasEmergency = Boolean(v.ecName || v.ecRelation || v.ecPhone);
    // The schema (and zod) load when the form is sent, not with the form (see docs/decisions/0008-zod-out-of-first-pages.md).
    const { contactUpdateInput } = await import('@managewell/api/contract');
    const body = contactUpdateInput.safeParse({
      phone: v.phone ?? '',
      emergencyContact: hasEmergency
        ? { name: v.ecName ?? '', relation: v.ecRelation ?? '', phone: v.ecPhone ?? '' }
        : null,
      // After a merge the save goes on top of the version saved meanwhile.
      version: (merge?.current ?? e).version,
    });
    if (!body.success) {
      const names: Record<string, string> = {
        phone: 'phone',
        'emergencyContact.name': 'ecName',
        'emergencyContact.relation': 'ecRelation',
        'emergencyContact.phone': 'ecPhone',
      };
      contact.setFields(
        body.error.issues.map((i) => ({ name: names[i.path.join('.')] ?? 'phone', errors: [i.message] })),
      );
      return;
    }
    setBusy(true);
    try {
      await selfApi.updateContact(body.data);
      message.success('Your contact details were saved.');
      setDirty(false);
      conflicts.close();
      onSaved();
    } catch (failure) {
      const stale = isApiErrorBody(failure) && failure.code === ERROR_CODES.conflict;
      // The 409 does not carry my record as now saved: the merge fetches it.
      const merged = stale
        ? await conflicts.mergeWithServer(e, v, {
            fetch: async () => (await selfApi.profile()).employee,
            version: (now) => now.version,
            values: contactValuesOf,
          })
        : null;
      if (merged) contact.setFieldsValue(merged);
      else setError(showFailure(null, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form
        form={contact}
        layout="vertical"
        onFinish={saveContact}
        disabled={busy}
        onValuesChange={() => setDirty(true)}
        initialValues={contactValuesOf(e)}
      >
        <Form.Item name="phone" label="Mobile" extra="+91 and 10 digits">
          <Input inputMode="tel" />
        </Form.Item>
        <Title level={5}>Emergency contact</Title>
        <Form.Item name="ecName" label="Name">
          <Input count={{ show: true, max: 120 }} />
        </Form.Item>
        <Form.Item name="ecRelation" label="Relation">
          <Input count={{ show: true, max: 60 }} />
        </Form.Item>
        <Form.Item name="ecPhone" label="Mobile">
          <Input inputMode="tel" />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={busy}>
            Save
          </Button>
          <Button type="text" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Space>
        {merge && (
          <ConflictPanel
            thing="record"
            conflict={merge.result}
            labelOf={(field) => CONTACT_LABELS[field] ?? field}
            saving={busy}
            onSave={(choices: Record<string, ConflictChoice>) => {
              const values = conflicts.settle(contact.getFieldsValue(true), choices);
              contact.setFieldsValue(values);
              void saveContact(values);
            }}
            onTakeTheirs={() => {
              setDirty(false);
              conflicts.close();
              onSaved();
            }}
          />
        )}
      </Form>
    </>
  );
}
