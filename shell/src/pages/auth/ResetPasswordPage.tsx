import { requestPasswordReset } from '@managewell/api';
import { passwordResetRequest } from '@managewell/api/contract';
import { LazyResult as Result } from '@managewell/ui';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthFrame, type AuthVariant } from './AuthFrame';
import { useFormSubmit, validateWith } from './zodForm';

/** Forgotten password: HR is asked to reset it (the answer never reveals whether a username exists). */
export function ResetPasswordPage({ variant = 1 }: { variant?: AuthVariant }) {
  const [form] = Form.useForm();
  const [done, setDone] = useState(false);
  const { busy, error, run } = useFormSubmit(form);

  if (done)
    return (
      <AuthFrame variant={variant} title="Reset requested">
        <Result
          status="success"
          title="Request received"
          subTitle="If that username exists, HR will reset the password and hand you a new one."
          extra={<Link to={`/app/auth/signin-${variant}`}>Back to sign in</Link>}
        />
      </AuthFrame>
    );

  const submit = async () => {
    const body = validateWith(form, passwordResetRequest, form.getFieldsValue());
    if (!body) return;
    await run(async () => {
      await requestPasswordReset(body);
      setDone(true);
    });
  };

  return (
    <AuthFrame
      variant={variant}
      title="Reset password"
      subtitle="Enter your username and HR will reset your password."
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form form={form} layout="vertical" onFinish={submit} disabled={busy}>
        <Form.Item name="username" label="Username" required>
          <Input autoComplete="username" maxLength={100} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Request reset
        </Button>
      </Form>
      <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <Link to={`/app/auth/signin-${variant}`}>Back to sign in</Link>
      </p>
    </AuthFrame>
  );
}
