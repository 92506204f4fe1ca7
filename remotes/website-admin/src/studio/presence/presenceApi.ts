/** The studio's presence calls (server: website/studio-presence, declared in contract/website/studio-presence.ts). */
import { currentToken, routeCalls, studioPresenceRoutes } from '@managewell/api';
import type { StudioPresenceRequest } from '@managewell/api/contract';

const { call, ROUTES } = routeCalls(studioPresenceRoutes);

export const presenceApi = {
  join: (request: StudioPresenceRequest) => call('studioPresence.join', { body: request }),
  leave: (request: StudioPresenceRequest) => call('studioPresence.leave', { body: request }),
  /** The goodbye of a page that is going (tab closed, reload): only a keepalive request outlives it. */
  leaveAsPageGoes: (request: StudioPresenceRequest) => {
    const token = currentToken();
    if (!token) return;
    void fetch(ROUTES['studioPresence.leave'].path, {
      method: 'POST',
      keepalive: true,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(request),
    }).catch(() => undefined);
  },
};
