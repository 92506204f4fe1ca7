import { selfApi } from '@managewell/api';
import { PROFILE_REQUESTABLE } from '@managewell/api/contract';
import { ErrorState, PageHeader, PageSpinner, useRemoteData } from '@managewell/ui';
import { DataTable } from '@managewell/ui/data-table';
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { formatDate, StatusTag, showFailure } from './shared';

const FIELD_LABELS: Record<(typeof PROFILE_REQUESTABLE)[number], string> = {
  fullName: 'Full name',
  email: 'E-mail',
  dateOfBirth: 'Date of birth (YYYY-MM-DD)',
  pan: 'PAN',
  aadhaarLast4: 'Aadhaar (last 4 digits)',
  bankAccount: 'Bank account',
  ifsc: 'IFSC',
  workLocation: 'Work location',
};

/** Self-service profile: my record; contact and emergency details changed directly, the rest asked of HR. */
export function ProfilePage() {
  const { message } = App.useApp();
  const [attempt, setAttempt] = useState(0);
  const data = useRemoteData(() => selfApi.profile(), `profile-${attempt}`);
  const [contact] = Form.useForm();
  const [change] = Form.useForm<{ field?: string; value?: string; note?: string }>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (data.error && !data.data) return <ErrorState error={data.error} onRetry={data.reload} />;
  if (!data.data) return <PageSpinner />;
  const { employee: e, changeRequests } = data.data;

  const saveContact = async (v: {
    phone?: string;
    ecName?: string;
    ecRelation?: string;
    ecPhone?: string;
  }) => {
    setError(null);
    const hasEmergency = Boolean(v.ecName || v.ecRelation || v.ecPhone);
    // The schema (and zod) load when the form is sent, not with the page (issue 8).
    const { contactUpdateInput } = await import('@managewell/api/contract');
    const body = contactUpdateInput.safeParse({
      phone: v.phone ?? '',
      emergencyContact: hasEmergency
        ? { name: v.ecName ?? '', relation: v.ecRelation ?? '', phone: v.ecPhone ?? '' }
        : null,
      version: e.version,
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
      setAttempt((n) => n + 1);
    } catch (failure) {
      setError(showFailure(null, failure));
    } finally {
      setBusy(false);
    }
  };

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
      setAttempt((n) => n + 1);
    } catch (failure) {
      const text = showFailure(null, failure);
      change.setFields([{ name: 'value', errors: [text] }]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title="My profile" subtitle={`${e.code} · ${e.designation}, ${e.department}`} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="My record">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
              <Descriptions.Item label="Name">{e.fullName}</Descriptions.Item>
              <Descriptions.Item label="E-mail">{e.email}</Descriptions.Item>
              <Descriptions.Item label="Manager">{e.managerName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Joined">{formatDate(e.dateOfJoining)}</Descriptions.Item>
              <Descriptions.Item label="Employment">{e.employmentType}</Descriptions.Item>
              <Descriptions.Item label="Location">{`${e.workLocation}, ${e.workState}`}</Descriptions.Item>
              <Descriptions.Item label="Date of birth">{formatDate(e.dateOfBirth)}</Descriptions.Item>
              <Descriptions.Item label="Notice period">{e.noticeDays} days</Descriptions.Item>
              <Descriptions.Item label="PAN">{e.pan ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Aadhaar">
                {e.aadhaarLast4 ? `XXXX XXXX ${e.aadhaarLast4}` : '—'}
              </Descriptions.Item>
              <Descriptions.Item label="Bank account">{e.bankAccount ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="IFSC">{e.ifsc ?? '—'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Ask HR to change something" style={{ marginTop: 16 }}>
            <Form form={change} layout="vertical" onFinish={askChange} disabled={busy}>
              <Row gutter={12}>
                <Col xs={24} sm={10}>
                  <Form.Item
                    name="field"
                    label="Field"
                    rules={[{ required: true, message: 'Choose a field.' }]}
                  >
                    <Select
                      options={PROFILE_REQUESTABLE.map((f) => ({ value: f, label: FIELD_LABELS[f] }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={14}>
                  <Form.Item
                    name="value"
                    label="New value"
                    rules={[{ required: true, message: 'Enter the new value.' }]}
                  >
                    <Input maxLength={200} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="note" label="Note for HR">
                <Input maxLength={500} />
              </Form.Item>
              <Button htmlType="submit" loading={busy}>
                Send to HR
              </Button>
            </Form>
            <DataTable
              label="My change requests"
              style={{ marginTop: 16 }}
              rowKey="id"
              size="small"
              dataSource={changeRequests}
              emptyText="No change requests."
              columns={[
                { key: 'asked', title: 'Asked', render: (r) => formatDate(r.createdAt) },
                {
                  key: 'changes',
                  title: 'Changes',
                  render: (r) =>
                    Object.keys(r.changes)
                      .map((k) => FIELD_LABELS[k as keyof typeof FIELD_LABELS] ?? k)
                      .join(', '),
                },
                { key: 'status', title: 'Status', render: (r) => <StatusTag status={r.status} /> },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Contact and emergency details">
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
            <Form
              form={contact}
              layout="vertical"
              onFinish={saveContact}
              disabled={busy}
              initialValues={{
                phone: e.phone,
                ecName: e.emergencyContact?.name,
                ecRelation: e.emergencyContact?.relation,
                ecPhone: e.emergencyContact?.phone,
              }}
            >
              <Form.Item name="phone" label="Mobile" extra="+91 and 10 digits">
                <Input maxLength={20} />
              </Form.Item>
              <Typography.Title level={5}>Emergency contact</Typography.Title>
              <Form.Item name="ecName" label="Name">
                <Input maxLength={120} />
              </Form.Item>
              <Form.Item name="ecRelation" label="Relation">
                <Input maxLength={60} />
              </Form.Item>
              <Form.Item name="ecPhone" label="Mobile">
                <Input maxLength={20} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={busy}>
                Save
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </>
  );
}
