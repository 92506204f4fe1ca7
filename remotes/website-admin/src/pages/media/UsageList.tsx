import type { MediaUsage } from '@managewell/api/contract';
import { EmptyState } from '@managewell/ui';

/** Where a file is used: each item (live, its draft or older versions) and the settings. */
export function UsageList({ uses }: { uses: MediaUsage[] }) {
  if (uses.length === 0) return <EmptyState description="Not used anywhere: it can be deleted." />;
  return (
    <ul>
      {uses.map((use) => (
        <li key={`${use.kind}-${use.id}-${use.field}`}>
          <strong>{use.title}</strong> ({use.kind}
          {use.published ? '' : ', unpublished'}) — <code>{use.field}</code>
        </li>
      ))}
    </ul>
  );
}
