import { homeOf, useSession } from '@managewell/auth';
import { LazyResult as Result, usePageTitle } from '@managewell/ui';
import { Button } from 'antd';
import { Link } from 'react-router-dom';

/** Another role's area: 403, inside the layout. */
export function ForbiddenPage() {
  usePageTitle('No access');
  const { user } = useSession();
  return (
    <Result
      status="403"
      title="403"
      subTitle="This area belongs to another team. Ask HR if you need access."
      extra={
        <Link to={user ? homeOf(user.role) : '/app/'}>
          <Button type="primary">Go to your home page</Button>
        </Link>
      }
    />
  );
}
