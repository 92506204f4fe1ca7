import { type CurrentUser, fetchMe, messageOf, updateProfile } from '@managewell/api';
import { ROLE_LABEL, updateProfileRequest } from '@managewell/api/contract';
import { homeOf, useSession } from '@managewell/auth';
import { ErrorState, PageSpinner, useAntApp, useRemoteData } from '@managewell/ui';
import { Alert, Button, Descriptions, Form, Input } from 'antd';
import { Link } from 'react-router-dom';
import { AuthFrame } from './AuthFrame';
import { useFormSubmit, validateWith } from './zodForm';

/** The signed-in user's own name and e-mail. */
export function ProfileSettingsPage() {
  const { user } = useSession();
  const me = useRemoteData(fetchMe, 'me');
  return (
    <AuthFrame title="Profile settings" subtitle={user ? `Signed in as ${user.username}` : undefined}>
      {me.loading && !me.data ? (
        <PageSpinner />
      ) : me.error || !me.data ? (
        <ErrorState message={messageOf(me.error)} onRetry={me.reload} />
      ) : (
        <ProfileForm me={me.data} />
      )}
      <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        <Link to={user ? homeOf(user.role) : '/app/'}>Back</Link> ·{' '}
        <Link to="/app/auth/change-password">Change password</Link>
      </p>
    </AuthFrame>
  );
}

function ProfileForm({ me }: { me: CurrentUser }) {
  const { message } = useAntApp();
  const [form] = Form.useForm();
  const { busy, error, run } = useFormSubmit(form);
  const submit = async () => {
    const values = form.getFieldsValue();
    const body = validateWith(form, updateProfileRequest, {
      fullName: values.fullName ?? '',
      email: values.email || null,
    });
    if (!body) return;
    await run(async () => {
      await updateProfile(body);
      message.success('Profile saved');
    });
  };
  return (
    <>
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Username">{me.username}</Descriptions.Item>
        <Descriptions.Item label="Role">{ROLE_LABEL[me.role]}</Descriptions.Item>
      </Descriptions>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ fullName: me.fullName, email: me.email ?? '' }}
        onFinish={submit}
        disabled={busy}
      >
        <Form.Item name="fullName" label="Full name" required>
          <Input autoComplete="name" count={{ show: true, max: 100 }} />
        </Form.Item>
        <Form.Item name="email" label="E-mail">
          <Input inputMode="email" autoComplete="email" count={{ show: true, max: 254 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy}>
          Save
        </Button>
      </Form>
    </>
  );
}
