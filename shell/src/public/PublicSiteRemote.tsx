import { Spin } from 'antd';
import type { ComponentType } from 'react';
import { RemoteSlot } from '../federation/RemoteSlot';

/** Every path outside /app belongs to the public site (its own remote and layout). */
export function PublicSiteRemote() {
  return (
    <RemoteSlot<ComponentType>
      remote="public-site"
      exposed="routes"
      label="website"
      fallback={
        <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
          <Spin />
        </div>
      }
      render={(PublicSite) => <PublicSite />}
    />
  );
}
