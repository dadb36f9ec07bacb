'use client'

import { type ComponentType, useEffect, useState } from 'react'

import { onDemand } from './onDemand'

/**
 * A component whose code is fetched when it is first drawn, as next/dynamic's with `ssr: false` is, but
 * which never takes the page down: next/dynamic throws a failed fetch to the page's error screen. Here
 * the page stays, `Fallback` is drawn instead (a note that says so), and the fetch is tried again the
 * next time the component is drawn.
 */
export const onDemandComponent = <P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P>): ComponentType<P> => {
  const fetchCode = onDemand(load)
  let loaded: ComponentType<P> | null = null
  const OnDemand = (props: P) => {
    const [code, setCode] = useState<{ Component: ComponentType<P> } | 'failed' | null>(loaded && { Component: loaded })
    useEffect(() => {
      if (code !== null) return
      let drawn = true
      fetchCode().then(
        (Component) => {
          loaded = Component
          if (drawn) setCode({ Component })
        },
        () => drawn && setCode('failed'),
      )
      return () => {
        drawn = false
      }
    }, [code])
    if (code === 'failed') return <Fallback {...props} />
    return code ? <code.Component {...props} /> : null
  }
  return OnDemand
}
