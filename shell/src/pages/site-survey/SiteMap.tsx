import { Alert } from 'antd';
import type { CircleMarker, Map as LeafletMap } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { roundCoordinate } from './siteForm';

/** Where the map starts when the lead has no point yet: all of India. */
const INDIA: [number, number] = [22.5, 79];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface SiteMapProps {
  tileUrl: string;
  attribution: string;
  point: [number, number] | null;
  onPick: (lat: number, lng: number) => void;
}

/**
 * The Leaflet map of the site survey: a click puts the site there. Leaflet is imported here only,
 * when the map first shows, so no other page carries it.
 */
export function SiteMap({ tileUrl, attribution, point, onPick }: SiteMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<CircleMarker | null>(null);
  const leaflet = useRef<typeof import('leaflet') | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const start = useRef(point);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let created: LeafletMap | null = null;
    (async () => {
      try {
        const L = (await import('leaflet')).default;
        await import('leaflet/dist/leaflet.css');
        if (cancelled || !box.current) return;
        leaflet.current = L;
        created = L.map(box.current).setView(start.current ?? INDIA, start.current ? 17 : 5);
        let anyTile = false;
        const tiles = L.tileLayer(tileUrl, {
          maxZoom: 19,
          // OpenStreetMap's licence asks for a link to its copyright page beside the map.
          attribution: `<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">${escapeHtml(attribution)}</a>`,
        });
        tiles.on('tileload', () => {
          anyTile = true;
          setState('ready');
        });
        tiles.on('tileerror', () => {
          if (!anyTile) setState('failed');
        });
        tiles.addTo(created);
        created.on('click', (event) =>
          pick.current(roundCoordinate(event.latlng.lat), roundCoordinate(event.latlng.lng)),
        );
        map.current = created;
        setState((now) => (now === 'loading' ? 'ready' : now));
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      created?.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl, attribution]);

  // The marker follows the form's coordinates, typed or picked.
  const lat = point?.[0];
  const lng = point?.[1];
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` changes once Leaflet has loaded, so a point typed before that shows too
  useEffect(() => {
    const L = leaflet.current;
    if (!L || !map.current) return;
    if (lat === undefined || lng === undefined) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (marker.current) marker.current.setLatLng([lat, lng]);
    else marker.current = L.circleMarker([lat, lng], { radius: 9, weight: 3 }).addTo(map.current);
    if (!map.current.getBounds().contains([lat, lng]))
      map.current.setView([lat, lng], Math.max(map.current.getZoom(), 15));
  }, [lat, lng, state]);

  return (
    <div>
      {state === 'failed' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 8 }}
          title="The map could not be loaded"
          description="Type the latitude and longitude (from a phone's map, for example) and the address below; they save without the map."
        />
      )}
      <div
        ref={box}
        role="application"
        aria-label="Map: click where the site is"
        style={{ height: 360, width: '100%', borderRadius: 8, overflow: 'hidden' }}
      />
    </div>
  );
}
