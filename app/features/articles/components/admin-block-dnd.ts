// Drag and drop of the editor's blocks (dnd-kit): pointer and keyboard sensors and what screen
// readers hear. Admin only: nothing here reaches a public page's bundle.
import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
} from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'

export const DRAG_INSTRUCTIONS =
  'To move a block, press Space or Enter on its drag handle, use the up and down arrow keys to ' +
  'move it, then press Space or Enter to drop it, or Escape to cancel. The up and down buttons ' +
  'move it one place too.'

export function useBlockSensors() {
  return useSensors(
    // a few pixels of movement before a drag starts, so a click on the handle stays a click
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
}

/** Positions spoken as "Text block 2 of 5" while a block is picked up, moved and dropped. */
export function blockAnnouncements(
  blocks: { key: string; type: string }[],
  labels: Record<string, string>,
  /** where the picked-up block was last announced: the same place is not announced again */
  lastOver: { current: string | number | null },
): Announcements {
  const at = (id: string | number) => blocks.findIndex((b) => b.key === id)
  const name = (id: string | number) => `${labels[blocks[at(id)]?.type ?? ''] ?? 'The'} block`
  const pos = (id: string | number) => `position ${at(id) + 1} of ${blocks.length}`
  return {
    onDragStart: ({ active }) => {
      // dnd-kit reports the block over its own place right after the pick-up; saying so would
      // replace "Picked up" in the live region before a screen reader reads it
      lastOver.current = active.id
      return `Picked up ${name(active.id)} at ${pos(active.id)}.`
    },
    onDragOver: ({ active, over }) => {
      const place = over?.id ?? null
      if (place === lastOver.current) return undefined
      lastOver.current = place
      return over
        ? `${name(active.id)} is over ${pos(over.id)}.`
        : `${name(active.id)} is not over a place.`
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at ${pos(over.id)}.`
        : `${name(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${name(active.id)} is back at ${pos(active.id)}.`,
  }
}
