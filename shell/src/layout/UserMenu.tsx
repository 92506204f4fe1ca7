import { DownOutlined, KeyOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { ROLE_LABEL } from '@managewell/api';
import { type SessionUser, signOut } from '@managewell/auth';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router-dom';

/** Self-service pages: no sidebar entry (SPEC 2), so every role reaches them from here. */
export const SELF_SERVICE_LINKS: { path: string; title: string }[] = [
  { path: '/app/employee/profile', title: 'My profile' },
  { path: '/app/employee/attandance', title: 'My attendance' },
  { path: '/app/employee/timesheet', title: 'My timesheet' },
  { path: '/app/employee/employee-overtime', title: 'Overtime' },
  { path: '/app/employee/leave-request', title: 'Leave request' },
  { path: '/app/employee/goal-performance', title: 'Goals and performance' },
  { path: '/app/employee/employee-suggestion', title: 'Suggestion box' },
  { path: '/app/employee/compliance/nda', title: 'Non-disclosure agreement' },
  { path: '/app/employee/compliance/conflict-of-interest', title: 'Conflict of interest' },
  { path: '/app/employee/joiningkit', title: 'Joining kit' },
  { path: '/app/employee/resignation', title: 'Resignation' },
];

export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    { key: 'who', label: `${user.username} · ${ROLE_LABEL[user.role]}`, disabled: true },
    { type: 'divider' },
    { key: '/app/auth/profile-settings', label: 'Profile settings', icon: <SettingOutlined /> },
    { key: '/app/auth/change-password', label: 'Change password', icon: <KeyOutlined /> },
    {
      key: 'self-service',
      label: 'Self-service',
      icon: <UserOutlined />,
      children: SELF_SERVICE_LINKS.map((link) => ({ key: link.path, label: link.title })),
    },
    { type: 'divider' },
    { key: 'logout', label: 'Logout', icon: <LogoutOutlined />, danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: async ({ key }) => {
          if (key === 'logout') {
            await signOut();
            navigate('/app/auth/signin-1', { replace: true });
          } else navigate(key);
        },
      }}
    >
      <Button type="text" aria-label={`User menu for ${user.username}`} style={{ paddingInline: 6 }}>
        <Avatar size="small" style={{ background: '#0b6e99' }}>
          {user.username.charAt(0).toUpperCase()}
        </Avatar>
        <span className="mw-hide-narrow">{user.username}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
