import type { DefaultServerCellComponentProps } from 'payload'

import { adminTranslator } from '@/i18n/admin/texts'
import { contentLocales } from '@/i18n/locales'
import { formatPrice } from '@/i18n/numbers'
import { brusselsDay, visitTotals, addDays } from '@/lib/visits/days'

/**
 * The cells of the admin's listing and project lists, each in the staff member's interface language:
 * prices as people write them, status with marquee, days online, this week's visits and which languages
 * are complete.
 */
type Props = DefaultServerCellComponentProps
type Row = { id?: number | string; _status?: string; publishedAt?: string | null; priceUnit?: string; marquee?: string | null }

const hidden: React.CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }
const row = (props: Props): Row => (props.rowData ?? {}) as Row
const none = <span aria-hidden="true">—</span>

/** € 680.000, "from € 300.000", "€ 950 / month". */
export const PriceCell = (props: Props) => {
  const { cellData, i18n } = props
  if (typeof cellData !== 'number') return none
  const t = adminTranslator(i18n.language)
  // Belgian notation (€ 680.000), the French one in French (680 000 €).
  const price = formatPrice(cellData, i18n.language === 'fr' ? 'fr' : 'nl')
  const unit = row(props).priceUnit
  const text = unit === 'from' ? t('PRICE_FROM', { price }) : unit === 'month' ? t('PRICE_PER_MONTH', { price }) : unit === 'm2' ? `${price} / m²` : price
  return <span style={{ whiteSpace: 'nowrap' }}>{text}</span>
}

/** The marquee's label in the interface language (labels are given per language by src/i18n/admin). */
const marqueeLabel = (props: Props, value: unknown): string => {
  const field = props.collectionConfig.flattenedFields.find((candidate) => candidate.name === 'marquee')
  const options = field && 'options' in field ? (field.options as { value: string; label: unknown }[]) : []
  const label = options.find((option) => option.value === value)?.label
  if (typeof label === 'string') return label
  if (typeof label === 'object' && label !== null) return (label as Record<string, string>)[props.i18n.language] ?? String(value)
  return String(value)
}

/** Online or offline, and its marquee (sold, new, ...) beside it. */
export const StatusCell = (props: Props) => {
  const t = adminTranslator(props.i18n.language)
  const online = row(props)._status === 'published'
  const value = row(props).marquee
  const marquee = value && value !== 'none' ? marqueeLabel(props, value) : null
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-status={online ? 'published' : 'draft'}>
      <span aria-hidden="true" style={{ color: online ? 'var(--theme-success-500)' : 'var(--theme-elevation-400)' }}>
        ●{' '}
      </span>
      {t(online ? 'STATUS_PUBLISHED' : 'STATUS_DRAFT')}
      {marquee && <strong> · {marquee}</strong>}
    </span>
  )
}

const DAY = 24 * 60 * 60 * 1000

/** Whole days since the listing went online; nothing while it is offline. */
export const DaysOnlineCell = (props: Props) => {
  const { publishedAt, _status } = row(props)
  if (_status !== 'published' || !publishedAt) return none
  const days = Math.max(0, Math.floor((Date.now() - new Date(publishedAt).getTime()) / DAY))
  return <span>{adminTranslator(props.i18n.language)('DAYS_ONLINE', { count: days })}</span>
}

/** Visitors of the listing's page this week (Monday to today), as its statistics tab and the owner count them. */
export const VisitsWeekCell = async (props: Props) => {
  const id = row(props).id
  if (id === undefined) return none
  const today = brusselsDay(new Date())
  const { docs } = await props.payload.find({
    collection: 'property-visits',
    where: { and: [{ property: { equals: id } }, { day: { greater_than_equal: addDays(today, -7) } }] },
    select: { day: true, visits: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return <span>{visitTotals(docs, today).week}</span>
}

/** NL ✓ FR ✗ EN ✓: which languages are complete. */
export const TranslationsCell = (props: Props) => {
  if (typeof props.cellData !== 'string') return none
  const t = adminTranslator(props.i18n.language)
  const missing = props.cellData.split(' ')
  return (
    <span style={{ whiteSpace: 'nowrap' }} data-missing-translations={props.cellData}>
      {contentLocales.map((language) => {
        const complete = !missing.includes(language)
        return (
          <span key={language} style={{ marginRight: 6, color: complete ? undefined : 'var(--theme-error-750)', textDecoration: complete ? undefined : 'line-through' }}>
            {language.toUpperCase()}
            <span aria-hidden="true">{complete ? '✓' : '✗'}</span>
            <span style={hidden}>{` ${t(complete ? 'TRANSLATIONS_COMPLETE' : 'TRANSLATIONS_INCOMPLETE')}`}</span>
          </span>
        )
      })}
    </span>
  )
}
