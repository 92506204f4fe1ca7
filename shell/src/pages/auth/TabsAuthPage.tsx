import { Tabs } from 'antd';
import { SignInPage } from './SignInPage';
import { SignUpPage } from './SignUpPage';

/** Sign in and account request side by side, as tabs. */
export function TabsAuthPage() {
  return (
    <Tabs
      centered
      style={{ paddingTop: 12 }}
      items={[
        { key: 'signin', label: 'Sign in', children: <SignInPage variant={3} /> },
        { key: 'signup', label: 'Request an account', children: <SignUpPage variant={3} /> },
      ]}
    />
  );
}
