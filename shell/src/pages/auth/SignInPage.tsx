import { isApiErrorBody } from '@managewell/api';
import { type SignInFailure, signIn } from '@managewell/auth';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthFrame, type AuthVariant } from './AuthFrame';

/** What to tell a person whose sign-in was refused (the API rejects with 'not sucess'). */
export function signInErrorMessage(error: unknown): string {
  const failure = (error as Partial<SignInFailure> | null)?.failure;
  if (isApiErrorBody(failure)) {
    if (failure.code === 'INVALID_CREDENTIALS') return 'The username or password is incorrect.';
    return failure.message;
  }
  return 'The server could not be reached. Check your connection and try again.';
}

export function SignInPage({ variant = 1 }: { variant?: AuthVariant }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: { username: string; password: string }) => {
    setBusy(true);
    setError(null);
    try {
      // Signed in: the guest-only guard around this page moves on (to `from` or the role's home).
      await signIn({ username: values.username.trim(), password: values.password });
    } catch (failure) {
      setError(signInErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <AuthFrame variant={variant} title="Sign in" subtitle="Staff back office">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={busy}>
        <Form.Item
          name="username"
          label="Username"
          rules={[{ required: true, whitespace: true, message: 'Please enter your username.' }]}
        >
          <Input autoComplete="username" autoFocus maxLength={100} />
        </Form.Item>
        <Form.Item
          name="password"
          label="Password"
          rules={[{ required: true, message: 'Please enter your password.' }]}
        >
          <Input.Password autoComplete="current-password" maxLength={200} />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          <Link to={`/app/auth/reset-password-${variant}`}>Forgot password?</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Sign in
        </Button>
      </Form>
      <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        New here? <Link to={`/app/auth/signup-${variant}`}>Request an account</Link>
      </p>
    </AuthFrame>
  );
}
