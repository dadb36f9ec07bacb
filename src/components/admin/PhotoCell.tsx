import type { DefaultServerCellComponentProps } from 'payload'

/** A listing's or project's cover (its first photo) in the admin's lists, small: staff know a listing by sight. */
export const PhotoCell = async ({ cellData, payload }: DefaultServerCellComponentProps) => {
  const first: unknown = Array.isArray(cellData) ? cellData[0] : null
  const id = typeof first === 'object' && first !== null ? (first as { id?: unknown }).id : first
  if (typeof id !== 'number') return <span>—</span>
  const media = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: true, disableErrors: true, select: { url: true, sizes: true } })
  const src = media?.sizes?.w100?.url ?? media?.sizes?.thumbnail?.url ?? media?.url
  return src ? <img src={src} alt="" width={64} height={43} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} /> : <span>—</span>
}
