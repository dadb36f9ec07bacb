'use client'

import { type ComponentType, useEffect, useState } from 'react'

/**
 * A component whose code is fetched when it is first drawn, as next/dynamic's with `ssr: false` is, but
 * which never takes the page down: next/dynamic throws a failed fetch (the visitor offline, or a deploy
 * since the page loaded removed the file) to the page's error screen. Here the page stays, `Fallback` is
 * drawn instead (a note that says so), and the next time the component is drawn the bundler's loader
 * asks for the file again (it forgets a failed one; one request serves every caller meanwhile).
 */
export const onDemandComponent = <P extends object>(load: () => Promise<ComponentType<P>>, Fallback: ComponentType<P>): ComponentType<P> => {
  let loaded: ComponentType<P> | null = null
  const OnDemand = (props: P) => {
    const [code, setCode] = useState<{ Component: ComponentType<P> } | 'failed' | null>(loaded && { Component: loaded })
    useEffect(() => {
      if (code !== null) return
      let drawn = true
      load().then(
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
