import { onLiveEvent } from '@managewell/api';
import { STUDIO_PRESENCE, type StudioEditor, type StudioItem } from '@managewell/api/contract';
import { useSession } from '@managewell/auth';
import { useEffect, useMemo, useState } from 'react';
import { presenceApi } from './presenceApi';

/**
 * The other people who have `item` open now (null: nothing open). The tab says it is there at
 * once and every heartbeat, asks again when the live channel says the item's editors changed or
 * the channel reconnected, and says goodbye when the item closes or the tab goes. Presence is a
 * courtesy: a failed call only leaves the list as it was.
 */
export function useStudioEditors(item: StudioItem | null): StudioEditor[] {
  const me = useSession().user?.id;
  const tabId = useMemo(() => crypto.randomUUID(), []);
  const [editors, setEditors] = useState<StudioEditor[]>([]);

  useEffect(() => {
    if (item === null) return;
    const request = { item, tabId };
    let open = true;
    const ping = () =>
      presenceApi.join(request).then(
        (answer) => open && setEditors(answer.editors),
        () => undefined,
      );
    void ping();
    const heartbeat = setInterval(() => void ping(), STUDIO_PRESENCE.heartbeatMs);
    const stopListening = onLiveEvent((event) => {
      if ((event.type === 'editors' && event.item === item) || event.type === 'hello') void ping();
    });
    const goodbye = () => presenceApi.leaveAsPageGoes(request);
    // Back from the browser's page cache: say hello again.
    const back = (event: PageTransitionEvent) => event.persisted && void ping();
    window.addEventListener('pagehide', goodbye);
    window.addEventListener('pageshow', back);
    return () => {
      open = false;
      clearInterval(heartbeat);
      stopListening();
      window.removeEventListener('pagehide', goodbye);
      window.removeEventListener('pageshow', back);
      setEditors([]);
      presenceApi.leave(request).catch(() => undefined);
    };
  }, [item, tabId]);

  return useMemo(() => editors.filter((editor) => editor.userId !== me), [editors, me]);
}
