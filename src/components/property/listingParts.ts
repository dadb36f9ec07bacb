/** The listing page's client components, one chunk loaded through ListingParts.client.tsx. */
export { CostPanel } from '@/components/costs/CostPanel.client'
export { DetailList } from './DetailList'
export { RecentlyViewed } from '@/components/shortlist/RecentlyViewed.client'
export { MediaEmbed } from './MediaEmbed.client'
export { OpenOnHash } from './OpenOnHash.client'
export { VisitBeacon } from './VisitBeacon.client'
