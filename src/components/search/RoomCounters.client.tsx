'use client'

import { ROOM_KINDS, type RoomKind, type RoomSelection, setRoomCount } from '@/lib/domain/rooms'

import styles from './SearchBox.module.css'

type Props = {
  rooms: RoomSelection
  onChange: (rooms: RoomSelection) => void
  /** Each kind's name, and the words of the buttons ('{room}' in them is the kind). */
  texts: Record<RoomKind, string> & { fewer: string; more: string; atLeast: string }
}

/** A minimum count per room kind (SPEC 5): never below 0, and a count of 0 is no filter (nothing is sent). */
export const RoomCounters = ({ rooms, onChange, texts }: Props) => (
  <div className={styles.rooms}>
    {ROOM_KINDS.map((kind) => {
      const count = rooms[kind] ?? 0
      return (
        <div key={kind} className={styles.room} role="group" aria-label={texts[kind]}>
          <span className={styles.roomName} aria-hidden="true">
            {texts[kind]}
          </span>
          <button type="button" onClick={() => onChange(setRoomCount(rooms, kind, count - 1))} disabled={count === 0} aria-label={`${texts.fewer}: ${texts[kind]}`}>
            −
          </button>
          <output aria-live="polite" aria-label={texts[kind]}>
            {count === 0 ? '–' : texts.atLeast.replace('{count}', String(count))}
          </output>
          <button type="button" onClick={() => onChange(setRoomCount(rooms, kind, count + 1))} aria-label={`${texts.more}: ${texts[kind]}`}>
            +
          </button>
          {count > 0 && <input type="hidden" name={kind} value={count} />}
        </div>
      )
    })}
  </div>
)
