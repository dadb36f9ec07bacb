/**
 * The property search of the public site (types.ts says what it means). The engine is chosen by the
 * database adapter: engine.ts runs it, and the SQL each database runs its own way lives in sqlite.ts and postgres.ts.
 */
import type { Payload } from 'payload'

import type { SearchFilters } from '@/lib/domain/searchQuery'

import { postgresSearch } from './postgres'
import { sqliteSearch } from './sqlite'
import type { InRequest, Scope, SearchEngine, SearchResult, SearchStats } from './types'

export type { SearchResult, SearchStats } from './types'
export { SEARCH_PAGE_SIZE } from './types'

const engines: Record<string, (payload: Payload) => SearchEngine> = { sqlite: sqliteSearch, postgres: postgresSearch }

const engineOf = (payload: Payload): SearchEngine => {
  const make = engines[payload.db.name]
  if (!make) throw new Error(`search: no search engine for the "${payload.db.name}" database adapter`)
  return make(payload)
}

/** The listings matching `filters`: one page of ids, the total and the facet counts. */
export const searchProperties = (payload: Payload, filters: SearchFilters): Promise<SearchResult> => engineOf(payload).search(filters)

/** How many times this process loaded its search snapshot whole, and patched it with a change (the bench prints them). */
export const searchStats = (payload: Payload): SearchStats => engineOf(payload).stats()

/** Brings the search index in step with the stored listings of `scope` (hooks, and the seed with 'all'). */
export const refreshSearchIndex = (payload: Payload, scope: Scope, req?: InRequest): Promise<void> => engineOf(payload).refresh(scope, req)

/** The URL parts of the published listings among `ids` (all when null). */
export const propertyRouteRows = (payload: Payload, ids: readonly number[] | null, req?: InRequest) => engineOf(payload).routes(ids, req)
