import { EPC_SCORE_SCALES } from '@/lib/domain/epc'
import type { Region } from '@/lib/domain/postcode'

import type { Random } from '../random'

/** 'a_plusplus' -> 'A++', 'b_sub' -> 'B-', 'c' -> 'C': the label text an agent types. */
export const labelText = (label: string): string =>
  label.replace(/_plusplus$/, '++').replace(/_plus$/, '+').replace(/_sub$/, '-').toUpperCase()

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/**
 * EPC data for a Belgian property whose `step`-th label (cycling through every range of its region)
 * is wanted: a score strictly inside that range, the label text, certificate number, expiry and,
 * in Flanders, the unique code; CO2 in Brussels; yearly total in Wallonia.
 */
export const belgianEnergy = (region: Region, step: number, living: number, r: Random, now: Date) => {
  const { steps, worst } = EPC_SCORE_SCALES[region]
  const index = step % (steps.length + 1)
  const lower = index === 0 ? steps[0].limit - 80 : steps[index - 1].limit
  const upper = index < steps.length ? steps[index].limit : lower + 250
  const label = index < steps.length ? steps[index].label : worst
  const score = Math.round(lower + 1 + r.next() * Math.max(0, upper - lower - 2))
  const issued = new Date(now.getTime() - r.int(30, 9 * 365) * 86_400_000)
  const expiry = new Date(issued)
  expiry.setUTCFullYear(expiry.getUTCFullYear() + 10)
  const number = String(r.int(1_000_000, 9_999_999))
  return {
    energyPerformance: score,
    epcLabelText: labelText(label),
    energyTotal: region === 'wallonia' ? Math.max(0, score) * living : undefined,
    co2Emission: region === 'brussels' ? Math.max(0, Math.round(score * 0.19)) : undefined,
    certificateNumber: `${region === 'flanders' ? 'EPC' : 'PEB'}-${issued.getUTCFullYear()}-${number}`,
    certificateExpiry: isoDay(expiry),
    uniqueCode: region === 'flanders' ? `${isoDay(issued).replace(/-/g, '')}-000${number}-RES-1` : undefined,
  }
}

/** Luxembourg uses the label text only (classes A+ to I). */
export const luxembourgEnergy = (r: Random) => ({
  epcLabelText: r.pick(['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']),
  certificateNumber: `LU-${r.int(100_000, 999_999)}`,
})
