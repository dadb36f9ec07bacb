import type { Migration, Payload } from 'payload'

import { migrations as sqlite } from '@/migrations'
import { migrations as postgres } from '@/migrations-postgres'

import { dialectOf } from './database'

/** The committed migrations of the adapter Payload runs on (one set per adapter). */
export const migrationsOf = (payload: Payload): Migration[] => (dialectOf(payload) === 'postgres' ? postgres : sqlite) as unknown as Migration[]
