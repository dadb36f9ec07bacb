import type { SeedPropertyType } from '../data/types'
import type { Scene } from '../media/photos'

type Range = readonly [number, number]
export type Profile = {
  sale: Range
  rent?: Range
  bedrooms?: Range
  living?: Range
  ground?: Range
  scenes: readonly Scene[]
  building: boolean
}

/** Plausible Belgian price and size ranges per property type (2026, before the regional factor). */
export const PROFILES: Record<SeedPropertyType['key'], Profile> = {
  house: { sale: [245_000, 790_000], rent: [1050, 2150], bedrooms: [2, 5], living: [110, 260], ground: [150, 1500], scenes: ['house', 'interior', 'garden'], building: true },
  apartment: { sale: [165_000, 485_000], rent: [720, 1450], bedrooms: [1, 3], living: [55, 140], scenes: ['apartment', 'interior'], building: true },
  studio: { sale: [105_000, 195_000], rent: [520, 780], bedrooms: [0, 0], living: [25, 45], scenes: ['apartment', 'interior'], building: true },
  plot: { sale: [75_000, 320_000], ground: [300, 2500], scenes: ['garden'], building: false },
  yield: { sale: [380_000, 1_600_000], bedrooms: [4, 10], living: [220, 600], ground: [100, 500], scenes: ['apartment', 'house', 'interior'], building: true },
  commercial: { sale: [180_000, 950_000], rent: [1100, 4200], living: [60, 400], scenes: ['apartment', 'interior'], building: true },
  industrial: { sale: [320_000, 2_400_000], rent: [1800, 9000], living: [300, 3000], ground: [800, 8000], scenes: ['apartment', 'garden'], building: true },
  office: { sale: [150_000, 850_000], rent: [750, 3200], living: [50, 500], scenes: ['apartment', 'interior'], building: true },
  parking: { sale: [18_000, 48_000], rent: [60, 160], scenes: ['apartment'], building: false },
}

/** Prices follow the region: Brussels and Luxembourg dearer, Wallonia cheaper. */
export const REGION_FACTOR: Record<string, number> = { flanders: 1, brussels: 1.15, wallonia: 0.78, luxembourg: 1.9 }
