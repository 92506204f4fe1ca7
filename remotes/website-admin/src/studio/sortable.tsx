/**
 * Drag and drop (dnd-kit, ~14 KB brotli): loaded when the user reaches for a drag handle
 * (sortableKit.tsx). The sortable node is the element around the handle (a list entry, a table
 * row): found from the handle and moved by its style, so the entry's own content is not
 * re-rendered by this module.
 */
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useCallback, useLayoutEffect, useRef } from 'react';
import type { SortableHandleProps } from './sortableKit';

/** A sortable list of `ids`; a drop moves `from` to `to` (indexes of `ids`). */
export function SortableArea({
  ids,
  onMove,
  children,
}: {
  ids: string[];
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** The handle of one entry: it moves the closest `node` selector around it. */
export function SortableHandle({ id, label, node, scale, focused }: SortableHandleProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const button = useRef<HTMLButtonElement | null>(null);
  const ref = useCallback(
    (element: HTMLButtonElement | null) => {
      button.current = element;
      setActivatorNodeRef(element);
      setNodeRef((element?.closest(node) as HTMLElement | null) ?? null);
    },
    [setActivatorNodeRef, setNodeRef, node],
  );
  useLayoutEffect(() => {
    const moved = button.current?.closest<HTMLElement>(node);
    if (!moved) return;
    moved.style.transform = (scale ? CSS.Transform : CSS.Translate).toString(transform) ?? '';
    moved.style.transition = transition ?? '';
    moved.style.opacity = isDragging ? '0.6' : '';
  }, [transform, transition, isDragging, node, scale]);
  // The user had focused the light handle this one replaces: the focus stays on the handle.
  useLayoutEffect(() => {
    if (focused) button.current?.focus();
  }, [focused]);
  return (
    <button
      type="button"
      ref={ref}
      className="studio-handle"
      {...attributes}
      {...listeners}
      aria-label={label}
    >
      ⠿
    </button>
  );
}
