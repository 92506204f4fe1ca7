import { acknowledgePolicy, fetchMyPolicy, fieldErrorsOf, messageOf } from '@managewell/api';
import { type AcknowledgeInput, POLICY_LABEL, type PolicyKind } from '@managewell/api/contract';
import {
  ErrorState,
  PageHeader,
  PageSpinner,
  showFieldErrors,
  useAntApp,
  useRemoteData,
} from '@managewell/ui';
import { Alert, Button, Card, Checkbox, Descriptions, Form, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { dateLabel } from './format';

interface Values {
  typedName: string;
  consent: boolean;
  declarationKind?: 'none' | 'interests';
  interests?: string;
}

/** /app/employee/compliance/nda and …/conflict-of-interest: read the current version and acknowledge it. */
export function PolicyPage({ kind }: { kind: PolicyKind }) {
  const { data, error, loading, reload } = useRemoteData(() => fetchMyPolicy(kind), kind);
  const [form] = Form.useForm<Values>();
  const { message } = useAntApp();
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const declarationKind = Form.useWatch('declarationKind', form);
  const title = POLICY_LABEL[kind];

  if (error) return <ErrorState error={error} onRetry={reload} />;
  if (loading && !data) return <PageSpinner />;
  const { current, acknowledgement } = data!;

  const submit = async (values: Values) => {
    if (!current) return;
    setSaving(true);
    setFormError(null);
    const body: AcknowledgeInput = {
      version: current.version,
      typedName: values.typedName,
      consent: values.consent as true,
      ...(kind === 'conflict-of-interest'
        ? {
            declaration:
              values.declarationKind === 'interests'
                ? { kind: 'interests' as const, interests: values.interests ?? '' }
                : { kind: 'none' as const },
          }
        : {}),
    };
    try {
      await acknowledgePolicy(kind, body);
      void message.success('Thank you: your acknowledgement is recorded.');
      reload();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      const rest = showFieldErrors(
        form,
        { ...fields, ...(fields.declaration ? { interests: fields.declaration } : {}) },
        ['typedName', 'consent', 'interests'],
      );
      setFormError(rest.length ? rest.join(' ') : Object.keys(fields).length ? null : messageOf(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          current ? `Version ${current.version}, published ${dateLabel(current.publishedAt)}` : undefined
        }
      />
      {!current ? (
        <Card>
          <Typography.Text>HR has not published the {title.toLowerCase()} yet.</Typography.Text>
        </Card>
      ) : (
        <Card title={current.title}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxWidth: 760 }}>
            {current.body}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            Content hash (SHA-256): {current.contentHash}
          </Typography.Text>
          {acknowledgement ? (
            <Alert
              style={{ marginTop: 16 }}
              type="success"
              showIcon
              title="You have acknowledged this version"
              description={
                <Descriptions size="small" column={1}>
                  <Descriptions.Item label="Typed name">{acknowledgement.typedName}</Descriptions.Item>
                  <Descriptions.Item label="When">
                    {new Date(acknowledgement.acknowledgedAt).toLocaleString('en-IN', {
                      timeZone: 'Asia/Kolkata',
                    })}
                  </Descriptions.Item>
                  {acknowledgement.declaration && (
                    <Descriptions.Item label="Declaration">
                      {acknowledgement.declaration.kind === 'none'
                        ? 'No conflicting interests'
                        : acknowledgement.declaration.interests}
                    </Descriptions.Item>
                  )}
                </Descriptions>
              }
            />
          ) : (
            <Form
              form={form}
              layout="vertical"
              style={{ marginTop: 16, maxWidth: 560 }}
              initialValues={{ declarationKind: 'none', consent: false }}
              onFinish={(v) => void submit(v)}
            >
              {kind === 'conflict-of-interest' && (
                <>
                  <Form.Item name="declarationKind" label="Declaration">
                    <Radio.Group
                      options={[
                        { value: 'none', label: 'I have no conflicting interests' },
                        { value: 'interests', label: 'I declare these interests' },
                      ]}
                    />
                  </Form.Item>
                  {declarationKind === 'interests' && (
                    <Form.Item
                      name="interests"
                      label="Interests"
                      rules={[{ required: true, min: 5, message: 'Please list the interests.' }]}
                    >
                      <Input.TextArea rows={3} count={{ show: true, max: 5000 }} />
                    </Form.Item>
                  )}
                </>
              )}
              <Form.Item
                name="typedName"
                label="Type your full name"
                rules={[{ required: true, message: 'Please type your full name.' }]}
              >
                <Input autoComplete="name" count={{ show: true, max: 200 }} />
              </Form.Item>
              <Form.Item
                name="consent"
                valuePropName="checked"
                rules={[
                  {
                    validator: (_, v) =>
                      v
                        ? Promise.resolve()
                        : Promise.reject(new Error('Please confirm that you have read and accept it.')),
                  },
                ]}
              >
                <Checkbox>I have read this version and accept it.</Checkbox>
              </Form.Item>
              {formError && <Alert type="error" title={formError} style={{ marginBottom: 16 }} />}
              <Button type="primary" htmlType="submit" loading={saving}>
                Acknowledge
              </Button>
            </Form>
          )}
        </Card>
      )}
    </>
  );
}

export const NdaPage = () => <PolicyPage kind="nda" />;
export const ConflictOfInterestPage = () => <PolicyPage kind="conflict-of-interest" />;
