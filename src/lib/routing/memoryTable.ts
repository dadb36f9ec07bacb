/**
 * A table the proxy reads from memory on every request, so that it decides without a database read
 * (routeTable.ts: the pages; propertyRoutes.ts: the published listings). The server registers the
 * loader at start (src/instrumentation.ts) and reads it again whenever staff save; a table older
 * than `maxAgeMs` is read again in the background, for changes made around this server (a re-seed).
 * A failed read leaves no table: the pages decide until the next read, rather than an outdated table.
 *
 * `R` is what a full read gives, `T` what is kept of it, `L` the registered loader and `C` what a
 * read may be given (a save's transaction).
 */
export type MemoryTable<R, T, L, C> = {
  /** The table, or null before its first read; an old one is still answered while it is read again. */
  read: (now?: number) => T | null
  /** The table as it is, never read again. */
  current: () => T | null
  /** Replaces the whole table with what a read gave. */
  publish: (loaded: R, now?: number) => void
  /** Forgets the table (a failed read). */
  drop: () => void
  register: (loader: L) => void
  loader: () => L | null
  /** Reads the whole table again now; resolves when it is in place (or dropped). */
  refresh: (context?: C) => Promise<void>
}

type State<T, L> = { value: T | null; loadedAt: number; loader: L | null; loading: Promise<void> | null }

export const memoryTable = <R, T, L, C = never>(spec: {
  /** Names the table in the process (Symbol.for): the proxy and the server's own code are bundled apart but share globalThis. */
  name: string
  maxAgeMs: number
  loadAll: (loader: L, context?: C) => Promise<R>
  keep: (loaded: R, now: number) => T
}): MemoryTable<R, T, L, C> => {
  const key = Symbol.for(spec.name)
  const store = globalThis as { [key: symbol]: State<T, L> | undefined }
  const state = (store[key] ??= { value: null, loadedAt: 0, loader: null, loading: null })

  const publish = (loaded: R, now = Date.now()): void => {
    state.value = spec.keep(loaded, now)
    state.loadedAt = now
  }
  const drop = (): void => {
    state.value = null
  }
  const refresh = (context?: C): Promise<void> => {
    const { loader } = state
    if (!loader) return Promise.resolve()
    const loading: Promise<void> = spec
      .loadAll(loader, context)
      .then((loaded) => publish(loaded), drop)
      .finally(() => {
        if (state.loading === loading) state.loading = null
      })
    state.loading = loading
    return loading
  }
  const read = (now = Date.now()): T | null => {
    if (state.value !== null && now - state.loadedAt > spec.maxAgeMs && !state.loading) void refresh()
    return state.value
  }
  return {
    read,
    current: () => state.value,
    publish,
    drop,
    register: (loader) => {
      state.loader = loader
    },
    loader: () => state.loader,
    refresh,
  }
}
