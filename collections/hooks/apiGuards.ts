import type { CollectionConfig, GlobalConfig } from 'payload'

import { isStaff } from '../access/isStaff'
import { checkCollectionWrite, checkGlobalWrite } from './checkWrites'
import { guardApiQuery } from './guardApiQuery'

/**
 * What every collection gets: API queries checked and capped, writes checked before they touch the
 * database, and versions (drafts included) readable by staff only unless the collection says otherwise.
 */
export const guardCollection = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  access: { ...collection.access, ...(collection.versions && !collection.access?.readVersions ? { readVersions: isStaff } : {}) },
  hooks: {
    ...collection.hooks,
    beforeOperation: [guardApiQuery, ...(collection.hooks?.beforeOperation ?? [])],
    beforeValidate: [checkCollectionWrite, ...(collection.hooks?.beforeValidate ?? [])],
  },
})

export const guardGlobal = (global: GlobalConfig): GlobalConfig => ({
  ...global,
  access: { ...global.access, ...(global.versions && !global.access?.readVersions ? { readVersions: isStaff } : {}) },
  hooks: { ...global.hooks, beforeValidate: [checkGlobalWrite, ...(global.hooks?.beforeValidate ?? [])] },
})
