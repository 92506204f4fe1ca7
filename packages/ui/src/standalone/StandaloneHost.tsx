import { messageOf } from '@managewell/api';
import { initialiseSession, RequireAuth, signIn, signOut, useSession } from '@managewell/auth';
import { Alert, App as AntApp, Button, Card, ConfigProvider, Form, Input, Layout, Menu, Result } from 'antd';
import { type ComponentType, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  Link,
  Navigate,
  RouterProvider,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { type AreaModule, AreaRoutesView } from '../area';
import type { MenuItem } from '../menu';
import { backOfficeTheme } from '../theme';

/**
 * A minimal host so a remote's team can run and test its area alone
 * (`pnpm --filter <remote> dev`): sign-in, the remote's menu and its pages, in a data
 * router as in the shell (so hooks such as useBlocker work the same).
 * The real shell (layout, header, notifications) is not involved.
 */
function toItems(items: MenuItem[]): NonNullable<Parameters<typeof Menu>[0]['items']> {
  return items.map((item) =>
    item.children
      ? { key: item.key, label: item.title, children: toItems(item.children) }
      : { key: item.key, label: item.path ? <Link to={item.path}>{item.title}</Link> : item.title },
  );
}

function SignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string>();
  return (
    <Card title="Sign in (standalone)" style={{ maxWidth: 380, margin: '10vh auto' }}>
      {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
      <Form
        layout="vertical"
        onFinish={async (values: { username: string; password: string }) => {
          try {
            await signIn(values);
            navigate((location.state as { from?: string } | null)?.from ?? '/', { replace: true });
          } catch (failure) {
            setError(messageOf((failure as { failure?: unknown }).failure, 'Sign-in failed.'));
          }
        }}
      >
        <Form.Item name="username" label="Username" rules={[{ required: true }]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label="Password" rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          Sign in
        </Button>
      </Form>
    </Card>
  );
}

function Shell({ module, menu }: { module: AreaModule; menu: MenuItem[] }) {
  const session = useSession();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={240} theme="light">
        <div style={{ padding: 16, fontWeight: 600 }}>{module.area} (standalone)</div>
        <Menu mode="inline" items={toItems(menu)} />
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: 'transparent', textAlign: 'right' }}>
          {session.user?.username} <Button onClick={() => signOut()}>Logout</Button>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <AreaRoutesView module={module} notFound={NotFound} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

const NotFound: ComponentType = () => <Result status="404" title="Not found" />;

export function mountStandalone(module: AreaModule, menu: MenuItem[] = []) {
  initialiseSession();
  const home = module.routes[0] ? `/app/${module.area}/${module.routes[0].path}` : '/';
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ConfigProvider theme={backOfficeTheme(false)}>
        <AntApp>
          <RouterProvider
            router={createBrowserRouter([
              { path: '/app/auth/signin-1', element: <SignIn /> },
              {
                path: `/app/${module.area}/*`,
                element: (
                  <RequireAuth>
                    <Shell module={module} menu={menu} />
                  </RequireAuth>
                ),
              },
              { path: '*', element: <Navigate to={home} replace /> },
            ])}
          />
        </AntApp>
      </ConfigProvider>
    </StrictMode>,
  );
}
