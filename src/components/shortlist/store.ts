import { useSyncExternalStore } from 'react'

import {
  type KeptListing,
  parseKept,
  parseViewed,
  RECENTLY_VIEWED_KEY,
  serializeList,
  SHORTLIST_KEY,
  type ViewedListing,
} from '@/lib/shortlist/snapshot'

type Store<T> = { get: () => T; set: (next: T) => void; subscribe: (listener: () => void) => () => void }

/**
 * One list in localStorage, shared by every leaf of the page (the hearts, the header's count, the
 * shortlist page) and kept in step with the visitor's other tabs through the storage event. The parsed
 * value is cached by its string, so React sees the same array until the list really changes. Where
 * storage is refused (a private window, a full quota), the list lives in memory for this page.
 */
const createStore = <T>(key: string, parse: (raw: string | null) => T, serialize: (value: T) => string): Store<T> => {
  const listeners = new Set<() => void>()
  // undefined while storage works; once it refuses, the list lives here.
  let memory: string | null | undefined
  let cache: { raw: string | null; value: T } | null = null
  const read = (): string | null => {
    if (memory !== undefined) return memory
    try {
      return window.localStorage.getItem(key)
    } catch {
      memory = null
      return memory
    }
  }
  const emit = () => listeners.forEach((listener) => listener())
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) emit()
  }
  return {
    get: () => {
      const raw = read()
      if (!cache || cache.raw !== raw) cache = { raw, value: parse(raw) }
      return cache.value
    },
    set: (next) => {
      const raw = serialize(next)
      if (memory !== undefined) memory = raw
      else {
        try {
          window.localStorage.setItem(key, raw)
        } catch {
          // Kept in memory: the page goes on working for this visit.
          memory = raw
        }
      }
      emit()
    },
    subscribe: (listener) => {
      if (listeners.size === 0) window.addEventListener('storage', onStorage)
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0) window.removeEventListener('storage', onStorage)
      }
    },
  }
}

export const shortlistStore = createStore<readonly KeptListing[]>(SHORTLIST_KEY, parseKept, serializeList)
export const viewedStore = createStore<readonly ViewedListing[]>(RECENTLY_VIEWED_KEY, parseViewed, serializeList)

// The server and the hydrating render know nothing of the visitor's browser: null until React runs there.
const unknown = () => null

/** The shortlist, or null before hydration (server render, and the first render in the browser). */
export const useShortlist = (): readonly KeptListing[] | null => useSyncExternalStore(shortlistStore.subscribe, shortlistStore.get, unknown)

/** The recently viewed listings, or null before hydration. */
export const useRecentlyViewed = (): readonly ViewedListing[] | null => useSyncExternalStore(viewedStore.subscribe, viewedStore.get, unknown)
