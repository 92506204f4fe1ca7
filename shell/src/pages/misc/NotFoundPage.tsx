import { homeOf, useSession } from '@managewell/auth';
import { LazyResult as Result, usePageTitle } from '@managewell/ui';
import { Button } from 'antd';
import { Link } from 'react-router-dom';

function HomeButton() {
  const { user } = useSession();
  return (
    <Link to={user ? homeOf(user.role) : '/app/'}>
      <Button type="primary">Go to your home page</Button>
    </Link>
  );
}

/** /app/404 (no layout). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <main className="mw-centre">
      <Result
        status="404"
        title="404"
        subTitle="The page you are looking for does not exist."
        extra={<HomeButton />}
      />
    </main>
  );
}

/** An unknown page inside a staff area: shown in the layout, with the menu still there. */
export function NotFoundInArea() {
  usePageTitle('Page not found');
  return (
    <Result
      status="404"
      title="Page not found"
      subTitle="There is no such page in this area."
      extra={<HomeButton />}
    />
  );
}
