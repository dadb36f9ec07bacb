/**
 * Every mandatory mention any region asks for (SPEC.md section 9), so a test listing that is not
 * about the publishing gate can be published wherever its city lies.
 */
export const ALL_MENTIONS = {
  energy: { energyPerformance: 150, epcLabelText: 'B', energyTotal: 18_000, co2Emission: 30, certificateNumber: 'PEB-TEST-1', uniqueCode: 'EPC-TEST-1' },
  flood: { pScore: 'A', gScore: 'A' },
  planning: { zoning: 'residential' },
  financial: { charges: 0 },
} as const
