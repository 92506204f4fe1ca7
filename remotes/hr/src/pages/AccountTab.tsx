import { hrApi } from '@managewell/api';
import { type EmployeeDetail, ROLE_LABEL, ROLES, type Role } from '@managewell/api/contract';
import { useAntApp } from '@managewell/ui';
import { Button, Descriptions, Form, Input, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { showFailure } from './shared';

export function AccountTab({ employee: e, onChanged }: { employee: EmployeeDetail; onChanged: () => void }) {
  const { message } = useAntApp();
  const [password, setPassword] = useState<string | null>(null);
  const [role, setRole] = useState<Role | undefined>(e.role as Role | undefined);
  const [form] = Form.useForm<{ username?: string; role?: Role }>();
  const run = async (work: () => Promise<{ temporaryPassword: string | null }>, done: string) => {
    try {
      const result = await work();
      if (result.temporaryPassword) setPassword(result.temporaryPassword);
      message.success(done);
      onChanged();
    } catch (failure) {
      message.error(showFailure(form, failure));
    }
  };
  const modal = (
    <Modal
      open={password !== null}
      title="Temporary password"
      onOk={() => setPassword(null)}
      onCancel={() => setPassword(null)}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p>Shown only now. The person must change it at their next sign-in.</p>
      <Typography.Paragraph
        copyable={{ text: password ?? '' }}
        style={{ fontSize: 20 }}
        data-testid="temporary-password"
      >
        <Typography.Text code>{password}</Typography.Text>
      </Typography.Paragraph>
    </Modal>
  );
  if (!e.username)
    return (
      <>
        {modal}
        <Form
          form={form}
          layout="inline"
          onFinish={(v) =>
            run(
              () => hrApi.createAccount(e.id, { username: v.username ?? '', role: v.role ?? 'employee' }),
              'Account created.',
            )
          }
          initialValues={{ role: 'employee' }}
        >
          <Form.Item
            name="username"
            label="Username"
            rules={[{ required: true, message: 'Choose a username.' }]}
          >
            <Input count={{ show: true, max: 40 }} />
          </Form.Item>
          <Form.Item name="role" label="Role">
            <Select
              aria-label="Role"
              style={{ width: 180 }}
              options={ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            Create account
          </Button>
        </Form>
      </>
    );
  return (
    <>
      {modal}
      <Descriptions column={1} bordered size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Username">{e.username}</Descriptions.Item>
        <Descriptions.Item label="State">
          {e.accountActive ? <Tag color="green">Active</Tag> : <Tag color="red">Deactivated</Tag>}
          {e.mustChangePassword && <Tag color="gold">Temporary password</Tag>}
        </Descriptions.Item>
      </Descriptions>
      <Space wrap>
        {e.accountActive ? (
          <Popconfirm
            title="Deactivate? Every session of this account ends at once."
            onConfirm={() => run(() => hrApi.account(e.id, 'deactivate'), 'Account deactivated.')}
          >
            <Button danger>Deactivate</Button>
          </Popconfirm>
        ) : (
          <Button onClick={() => run(() => hrApi.account(e.id, 'activate'), 'Account activated.')}>
            Activate
          </Button>
        )}
        <Popconfirm
          title="Reset the password? A temporary one is shown once."
          onConfirm={() => run(() => hrApi.account(e.id, 'reset-password'), 'Password reset.')}
        >
          <Button>Reset password</Button>
        </Popconfirm>
        <Select
          aria-label="Role"
          style={{ width: 180 }}
          value={role}
          onChange={setRole}
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
        />
        <Button
          disabled={!role || role === e.role}
          onClick={() => role && run(() => hrApi.changeRole(e.id, role), 'Role changed.')}
        >
          Change role
        </Button>
      </Space>
    </>
  );
}
