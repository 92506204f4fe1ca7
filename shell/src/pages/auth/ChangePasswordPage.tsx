import { changePassword } from '@managewell/api';
import { changePasswordRequest } from '@managewell/api/contract';
import { homeOf, passwordChanged, signOut, useSession } from '@managewell/auth';
import { useAntApp } from '@managewell/ui';
import { Alert, Button, Form, Input } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { AuthFrame } from './AuthFrame';
import { useFormSubmit, validateWith } from './zodForm';

/** The signed-in user changes their password with the current one. */
export function ChangePasswordPage() {
  const { user } = useSession();
  const { message } = useAntApp();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const { busy, error, run } = useFormSubmit(form);
  const home = user ? homeOf(user.role) : '/app/';

  const submit = async () => {
    const values = form.getFieldsValue();
    if (values.newPassword !== values.confirmPassword) {
      form.setFields([{ name: 'confirmPassword', errors: ['The two new passwords differ.'] }]);
      return;
    }
    const body = validateWith(form, changePasswordRequest, {
      currentPassword: values.currentPassword ?? '',
      newPassword: values.newPassword ?? '',
    });
    if (!body) return;
    await run(async () => {
      await changePassword(body);
      passwordChanged();
      message.success('Your password has been changed. Other sessions were signed out.');
      navigate(home);
    });
  };

  return (
    <AuthFrame title="Change password" subtitle={user ? `Signed in as ${user.username}` : undefined}>
      {user?.mustChangePassword && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Choose your own password"
          description="You signed in with a temporary password from HR. Enter it as the current password, then choose a new one."
        />
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form form={form} layout="vertical" onFinish={submit} disabled={busy}>
        <Form.Item name="currentPassword" label="Current password" required>
          <Input.Password autoComplete="current-password" count={{ show: true, max: 200 }} />
        </Form.Item>
        <Form.Item name="newPassword" label="New password" required extra="At least 10 characters.">
          <Input.Password autoComplete="new-password" count={{ show: true, max: 200 }} />
        </Form.Item>
        <Form.Item name="confirmPassword" label="Repeat the new password" required>
          <Input.Password autoComplete="new-password" count={{ show: true, max: 200 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Change password
        </Button>
      </Form>
      <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        {user?.mustChangePassword ? (
          <Button type="link" onClick={() => void signOut()}>
            Sign out
          </Button>
        ) : (
          <Link to={home}>Back</Link>
        )}
      </p>
    </AuthFrame>
  );
}
