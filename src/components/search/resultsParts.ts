/** The results page's client components, one chunk loaded through ResultsParts.client.tsx. */
export { FormDisclosure } from '@/components/forms/FormDisclosure.client'
export { ResultsViews } from './ResultsViews.client'
