'use client'

import dynamic from 'next/dynamic'

// Their styles load with the page: left in the lazy chunk, Next would emit them as an invalid <link as="style">.
import '@/components/costs/Costs.module.css'
import '@/components/shortlist/Recent.module.css'
import './MediaEmbed.module.css'

// Every public page is one route, whose client components all load with every page. The listing page's
// own ones, rendered on the server as before, are one chunk sent only with the pages that show them.
export const CostPanel = dynamic(() => import('./listingParts').then((m) => m.CostPanel))
/**
 * The detail list, drawn from its rows (a few hundred bytes of code): the page's payload then carries
 * the rows as data, not their markup a second time, and a live preview still redraws them.
 */
export const DetailList = dynamic(() => import('./listingParts').then((m) => m.DetailList))
export const RecentlyViewed = dynamic(() => import('./listingParts').then((m) => m.RecentlyViewed))
export const MediaEmbed = dynamic(() => import('./listingParts').then((m) => m.MediaEmbed))
export const OpenOnHash = dynamic(() => import('./listingParts').then((m) => m.OpenOnHash))
export const VisitBeacon = dynamic(() => import('./listingParts').then((m) => m.VisitBeacon))
