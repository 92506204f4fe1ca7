import { LiveChannel, type LiveEvent, type LiveStatus } from '@managewell/api';
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

const LiveContext = createContext<LiveChannel | null>(null);

/** One live channel per tab, open while the staff layout is shown (signed in). */
export function LiveProvider({ children }: { children: ReactNode }) {
  const [channel] = useState(() => new LiveChannel());
  useEffect(() => {
    channel.start();
    return () => channel.stop();
  }, [channel]);
  return <LiveContext.Provider value={channel}>{children}</LiveContext.Provider>;
}

export function useLiveChannel(): LiveChannel | null {
  return useContext(LiveContext);
}

/** Calls `listener` for each live event (the latest listener; no resubscription per render). */
export function useLiveEvents(listener: (event: LiveEvent) => void): void {
  const channel = useLiveChannel();
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => channel?.subscribe((event) => latest.current(event)), [channel]);
}

export function useLiveStatus(): LiveStatus {
  const channel = useLiveChannel();
  const [status, setStatus] = useState<LiveStatus>(channel?.status ?? 'closed');
  useEffect(() => {
    if (!channel) return;
    setStatus(channel.status);
    return channel.onStatus(setStatus);
  }, [channel]);
  return status;
}
