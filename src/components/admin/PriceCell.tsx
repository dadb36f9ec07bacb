import type { DefaultCellComponentProps } from 'payload'

import { formatPrice } from '@/i18n/numbers'

/** A listing's price in the admin's list as people write it in Belgium (€ 680.000), a rent with its period. */
export const PriceCell = ({ cellData, rowData }: DefaultCellComponentProps) => {
  if (typeof cellData !== 'number') return <span>—</span>
  const unit = (rowData as { priceUnit?: string } | undefined)?.priceUnit
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {unit === 'from' ? 'from ' : ''}
      {formatPrice(cellData, 'nl')}
      {unit === 'month' ? ' / month' : unit === 'year' ? ' / year' : unit === 'm2' ? ' / m²' : ''}
    </span>
  )
}
