import type { StaffArea } from '@managewell/auth';
import { type AreaModule, AreaRoutesView } from '@managewell/ui';
import { NotFoundInArea } from '../pages/misc/NotFoundPage';
import { RemoteSlot } from './RemoteSlot';

/** The pages of one staff area, from its remote's `./routes`, downloaded on first visit. */
export function RemoteArea({ area }: { area: StaffArea }) {
  return (
    <RemoteSlot<AreaModule>
      remote={area}
      exposed="routes"
      label={area}
      render={(module) => <AreaRoutesView module={module} notFound={NotFoundInArea} />}
    />
  );
}
