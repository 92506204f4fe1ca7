import { LazyResult as Result, usePageTitle } from '@managewell/ui';
import { Button } from 'antd';
import { useRouteError } from 'react-router-dom';

/** Anything a page throws that nothing closer caught: a plain message and a way back. */
export function RouteErrorPage() {
  usePageTitle('Something went wrong');
  console.error(useRouteError());
  return (
    <main className="mw-centre">
      <Result
        status="500"
        title="Something went wrong"
        subTitle="This page ran into a problem. Reloading usually helps; what you saved is safe."
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>,
          <Button key="home" href="/app/">
            Back to Managewell
          </Button>,
        ]}
      />
    </main>
  );
}
