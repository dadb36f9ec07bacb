import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/** False while the page is rendered on the server and hydrated, true once React runs in the browser. */
export const useHydrated = (): boolean => useSyncExternalStore(noSubscription, () => true, () => false)
