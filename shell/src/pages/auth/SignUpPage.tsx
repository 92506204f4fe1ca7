import { requestAccess } from '@managewell/api';
import { accessRequest, ROLE_LABEL, ROLES } from '@managewell/api/contract';
import { LazyResult as Result } from '@managewell/ui';
import { Alert, Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthFrame, type AuthVariant } from './AuthFrame';
import { useFormSubmit, validateWith } from './zodForm';

/** Staff accounts are created by HR: signing up sends HR a request for one. */
export function SignUpPage({ variant = 1 }: { variant?: AuthVariant }) {
  const [form] = Form.useForm();
  const [done, setDone] = useState(false);
  const { busy, error, run } = useFormSubmit(form);

  if (done)
    return (
      <AuthFrame variant={variant} title="Request sent">
        <Result
          status="success"
          title="HR has your request"
          subTitle="You will receive your username and a first password from HR once your account is ready."
          extra={<Link to={`/app/auth/signin-${variant}`}>Back to sign in</Link>}
        />
      </AuthFrame>
    );

  const submit = async () => {
    const body = validateWith(form, accessRequest, form.getFieldsValue());
    if (!body) return;
    await run(async () => {
      await requestAccess(body);
      setDone(true);
    });
  };

  return (
    <AuthFrame
      variant={variant}
      title="Request an account"
      subtitle="HR creates staff accounts; tell them who you are."
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark="optional" disabled={busy}>
        <Form.Item name="fullName" label="Full name" required>
          <Input autoComplete="name" count={{ show: true, max: 100 }} />
        </Form.Item>
        <Form.Item name="email" label="Work e-mail" required>
          <Input inputMode="email" autoComplete="email" count={{ max: 254 }} />
        </Form.Item>
        <Form.Item name="team" label="Team" required>
          <Select options={ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))} placeholder="Select" />
        </Form.Item>
        <Form.Item name="message" label="Message for HR">
          <Input.TextArea rows={3} count={{ show: true, max: 500 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Send request
        </Button>
      </Form>
      <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        Have an account? <Link to={`/app/auth/signin-${variant}`}>Sign in</Link>
      </p>
    </AuthFrame>
  );
}
