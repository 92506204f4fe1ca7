/**
 * Drag handles that download drag and drop (sortable.tsx, dnd-kit ~14 KB brotli) when the user
 * reaches for one (a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md): pointing at a handle starts the download,
 * focusing it (keyboard) too, and the list then swaps in the sortable handles, the focused one
 * keeping the focus (Space lifts, arrows move, Space drops). The ↑/↓ buttons beside entries
 * need none of it. A list decides once: one shown after the download is sortable at once; one
 * shown before swaps only when its own handle is reached (never while its fields are typed in).
 */
import { type ReactNode, useEffect, useState } from 'react';

type Kit = typeof import('./sortable');
let kit: Kit | undefined;
let downloading: Promise<Kit> | undefined;
const loadKit = () => {
  downloading ??= import('./sortable').then(
    (m) => {
      kit = m;
      return m;
    },
    (error: unknown) => {
      downloading = undefined;
      throw error;
    },
  );
  return downloading;
};

export interface SortableHandleProps {
  id: string;
  label: string;
  /** The selector of the element the handle moves (the closest one around it). */
  node: string;
  /** dnd-kit's Transform (with scale) rather than Translate. */
  scale?: boolean;
  /** Take the focus when shown (the user had focused the handle it replaces). */
  focused?: boolean;
}

export interface Sortable {
  /** Wraps the list's entries: sortable once the kit is there. */
  area: (ids: string[], onMove: (from: number, to: number) => void, children: ReactNode) => ReactNode;
  /** One entry's handle. */
  handle: (props: SortableHandleProps) => ReactNode;
}

/** The handle before the kit: the same button, which asks for the kit when reached for. */
function LightHandle({ label, onReach }: { label: string; onReach: (focused: boolean) => void }) {
  return (
    <button
      type="button"
      className="studio-handle"
      aria-label={label}
      aria-roledescription="sortable"
      onPointerEnter={() => onReach(false)}
      onFocus={() => onReach(true)}
    >
      ⠿
    </button>
  );
}

/** A list's drag and drop: light handles until reached for, then dnd-kit's. */
export function useSortableKit(): Sortable {
  const [on, setOn] = useState(() => kit !== undefined);
  const [wanted, setWanted] = useState(false);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  useEffect(() => {
    if (!wanted || on) return;
    let live = true;
    loadKit().then(
      () => live && setOn(true),
      () => live && setWanted(false),
    );
    return () => {
      live = false;
    };
  }, [wanted, on]);
  const loaded = on ? kit : undefined;
  if (loaded)
    return {
      area: (ids, onMove, children) => (
        <loaded.SortableArea ids={ids} onMove={onMove}>
          {children}
        </loaded.SortableArea>
      ),
      handle: (props) => <loaded.SortableHandle key={props.id} {...props} focused={props.id === focusedId} />,
    };
  return {
    area: (_ids, _onMove, children) => <>{children}</>,
    handle: ({ id, label }) => (
      <LightHandle
        key={id}
        label={label}
        onReach={(focused) => {
          if (focused) setFocusedId(id);
          setWanted(true);
        }}
      />
    ),
  };
}
