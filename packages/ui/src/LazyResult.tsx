import type { ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Result carries its 403/404/500 illustrations (~9 KB brotli), and is only shown when
// something failed: it loads then, not with every first page (see docs/decisions/0011-load-on-first-use.md).
const AntResult = lazy(() => import('antd/es/result'));

/** antd's Result, loaded when first shown (a failure or a not-found page, never the happy path). */
export function LazyResult(props: ResultProps) {
  return (
    <Suspense fallback={<div role="status" aria-busy="true" style={{ minHeight: 120 }} />}>
      <AntResult {...props} />
    </Suspense>
  );
}
