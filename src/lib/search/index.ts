/**
 * The property search of the public site (types.ts says what it means). The engine behind it is
 * chosen by the database adapter.
 */
import type { Payload } from 'payload'

import type { SearchFilters } from '@/lib/domain/searchQuery'

import { referenceSearch } from './reference'
import type { SearchResult } from './types'

export type { SearchResult } from './types'
export { SEARCH_PAGE_SIZE } from './types'

/** The listings matching `filters`: one page of ids, the total and the facet counts. */
export const searchProperties = (payload: Payload, filters: SearchFilters): Promise<SearchResult> => referenceSearch(payload, filters)
