import {
  DatabaseOutlined,
  DownOutlined,
  KeyOutlined,
  LogoutOutlined,
  MailOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { hasOutbox, ROLE_LABEL, seesBackups } from '@managewell/api/contract';
import { type SessionUser, signOut } from '@managewell/auth';
import { type MenuItem, menuLinks } from '@managewell/ui';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadRemoteModule } from '../federation/remotes';

/**
 * The user menu: profile, password, the self-service pages (no sidebar entry for most
 * roles, SPEC 2) and Logout. The self-service list is the employee remote's own menu,
 * fetched the first time the menu opens.
 */
export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [selfService, setSelfService] = useState<{ path: string; title: string }[] | 'failed' | null>(null);
  const loadSelfService = () => {
    if (selfService !== null && selfService !== 'failed') return;
    loadRemoteModule<{ default: MenuItem[] }>('employee', 'menu', selfService === 'failed').then(
      (module) => setSelfService(menuLinks(module.default)),
      () => setSelfService('failed'),
    );
  };
  const items: MenuProps['items'] = [
    { key: 'who', label: `${user.username} · ${ROLE_LABEL[user.role]}`, disabled: true },
    { type: 'divider' },
    { key: '/app/auth/profile-settings', label: 'Profile settings', icon: <SettingOutlined /> },
    { key: '/app/auth/change-password', label: 'Change password', icon: <KeyOutlined /> },
    ...(hasOutbox(user.role) ? [{ key: '/app/outbox', label: 'Outbox', icon: <MailOutlined /> }] : []),
    ...(seesBackups(user.role)
      ? [{ key: '/app/backups', label: 'Backups', icon: <DatabaseOutlined /> }]
      : []),
    {
      key: 'self-service',
      label: 'Self-service',
      icon: <UserOutlined />,
      children:
        selfService === null
          ? [{ key: 'loading', label: 'Loading…', disabled: true }]
          : selfService === 'failed'
            ? [{ key: 'retry-self-service', label: 'Could not load. Try again' }]
            : selfService.map((link) => ({ key: link.path, label: link.title })),
    },
    { type: 'divider' },
    { key: 'logout', label: 'Logout', icon: <LogoutOutlined />, danger: true },
  ];
  return (
    <Dropdown
      trigger={['click']}
      // In the (sticky) header, not at the end of <body>: placed in the page, the open menu stayed
      // where it was when the page scrolled under the header, until it was aligned again a frame or
      // more later (long on a busy machine). A click in that moment pressed on Logout and released
      // on the header button, so no click reached the item (a CI run's Logout did nothing).
      getPopupContainer={(button) => button.parentElement ?? document.body}
      onOpenChange={(open) => open && loadSelfService()}
      menu={{
        items,
        onClick: async ({ key }) => {
          if (key === 'retry-self-service') loadSelfService();
          else if (key === 'logout') {
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
