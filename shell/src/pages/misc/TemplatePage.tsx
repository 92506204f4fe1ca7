import { LazyResult as Result, usePageTitle } from '@managewell/ui';

import { Link } from 'react-router-dom';

/**
 * Pages the spec lists from the original admin template (map form, full
 * calendar) that have no job in Managewell yet. The route exists and says so plainly.
 */
export function TemplatePage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <main className="mw-centre">
      <Result
        status="info"
        title={title}
        subTitle="This page came with the original admin template and has no job in Managewell yet. Nothing here is saved or shown."
        extra={<Link to="/app/">Back to Managewell</Link>}
      />
    </main>
  );
}
