import {
  type CollisionDetection,
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
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

interface SortableEntriesProps {
  /** Stable ids in the list's order (react-hook-form's field ids). */
  ids: string[];
  /** How an entry is named in what a screen reader hears while dragging. */
  nameOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

const place = (ids: string[], id: unknown) => ids.indexOf(String(id)) + 1;

/**
 * The entry whose top or bottom edge lies nearest the dragged one's. Entries differ in height (an
 * open one holds its editor), and the keyboard moves an entry up by lining up top edges and down
 * by lining up bottom edges; comparing centres kept a tall entry where it was.
 */
const closestEdge: CollisionDetection = ({ collisionRect, droppableContainers, droppableRects }) =>
  droppableContainers
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      if (!rect) return [];
      const value = Math.min(
        Math.abs(rect.top - collisionRect.top),
        Math.abs(rect.bottom - collisionRect.bottom),
      );
      return [{ id: container.id, data: { droppableContainer: container, value } }];
    })
    .sort((a, b) => a.data.value - b.data.value);

/**
 * A list reordered by dragging a handle, with a mouse, a finger, or the keyboard (Space picks
 * up, the arrow keys move, Space drops, Escape cancels), told in Dutch to screen readers.
 */
export function SortableEntries({ ids, nameOf, onMove, children }: SortableEntriesProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id)
      onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const where = (id: unknown) => `plaats ${place(ids, id)} van ${ids.length}`;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestEdge}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'Druk op spatie om op te pakken, verplaats met de pijltjestoetsen, zet neer met spatie, of breek af met Escape.',
        },
        announcements: {
          onDragStart: ({ active }) =>
            `${nameOf(String(active.id))} opgepakt, ${where(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${nameOf(String(active.id))} boven ${where(over.id)}.` : 'Buiten de lijst.',
          onDragEnd: ({ active, over }) =>
            over
              ? `${nameOf(String(active.id))} neergezet op ${where(over.id)}.`
              : `${nameOf(String(active.id))} teruggezet.`,
          onDragCancel: ({ active }) =>
            `Verplaatsen afgebroken: ${nameOf(String(active.id))} teruggezet.`,
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
