'use client'

import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react'

import { useHydrated } from '../layout/useHydrated'
import type { Carousel } from './carousel'
import { type FloorPlan, planSlides } from './floorPlans'
import { FloorPlanList } from './FloorPlanList.client'
import styles from './Gallery.module.css'
import { GalleryTabs, type Tab } from './GalleryTabs'
import type { PhotoLightbox } from './PhotoLightbox.client'
import { type GalleryLabels, type Photo, srcSetOf } from './photos'

/** SPEC.md section 9's slider defaults: a slide every 3 s; the move takes about 500 ms (Embla counts in its own units). */
export const AUTOPLAY_DELAY_MS = 3000
const EMBLA_DURATION = 30
/** A drag this long (px), made before the slideshow's code ran, moves it once the code runs. */
const FLICK_PX = 40

const format = (text: string, values: Record<string, number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))

/**
 * The listing's slideshow: one photo at a time, swipe, previous and next buttons, arrow keys, and
 * autoplay every 3 s that pauses on hover and focus, with a pause button (and off for visitors who
 * prefer reduced motion). A photo opens the full-screen lightbox; closing it returns focus here.
 * The first photo is the page's largest image: loaded first, at high priority. Floor plans, when there
 * are any, are a second tab (arrow keys move between the tabs); their images open in a lightbox of their own.
 * The slideshow's code (Embla's) loads when it is first needed: the pointer or the focus on the photos, a
 * move asked for, or autoplay's first move; until then autoplay keeps its time here.
 */
export const Gallery = ({ photos, plans = [], labels }: { photos: Photo[]; plans?: FloorPlan[]; labels: GalleryLabels }) => {
  const hydrated = useHydrated()
  const viewport = useRef<HTMLDivElement>(null)
  const loading = useRef<Promise<Carousel> | null>(null)
  const [carousel, setCarousel] = useState<Carousel | null>(null)
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const playingNow = useRef(false)
  const flick = useRef<{ from: number; moved: boolean } | null>(null)
  const [lightbox, setLightbox] = useState<{ tab: Tab; index: number; Lightbox: typeof PhotoLightbox } | null>(null)
  const [tab, setTab] = useState<Tab>(photos.length ? 'photos' : 'plans')
  const opener = useRef<HTMLButtonElement | null>(null)
  const id = useId()
  // Tabs only when there is something to choose between; plans alone show without them.
  const tabbed = photos.length > 0 && plans.length > 0
  const loop = photos.length > 1

  /** Runs `act` on the slideshow, once its code has loaded (it loads at the first call). */
  const withCarousel = useCallback(
    (act: (loaded: Carousel) => void) => {
      const node = viewport.current
      if (!node) return
      const pending = (loading.current ??= import('./carousel').then(({ createCarousel }) => {
        const loaded = createCarousel(node, { loop, duration: EMBLA_DURATION, delay: AUTOPLAY_DELAY_MS })
        loaded.embla.on('select', () => setIndex(loaded.embla.selectedScrollSnap()))
        // Autoplay goes on from here, unless the pointer or the focus is on the photos: it starts when they leave.
        if (playingNow.current && !node.matches(':hover') && !node.contains(document.activeElement)) loaded.autoplay.play()
        setCarousel(loaded)
        return loaded
      }))
      // Without the code (offline, or a deploy since the page loaded), the photos stay put; the next move asks again.
      pending.then(act, () => {
        if (loading.current === pending) loading.current = null
      })
    },
    [loop],
  )
  const warm = () => withCarousel(() => undefined)

  useEffect(() => {
    playingNow.current = playing
  }, [playing])

  useEffect(() => {
    if (loop && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(true)
    return () => {
      const loaded = loading.current
      loading.current = null
      loaded?.then(({ embla }) => embla.destroy(), () => undefined)
    }
  }, [loop])

  // Autoplay's first move, before the code runs: it loads the code, which keeps the time from then on
  // (in a hidden tab it moves nothing, and starts when the tab shows).
  useEffect(() => {
    if (!playing || carousel) return
    const first = () =>
      withCarousel(({ embla }) => {
        if (document.visibilityState === 'visible') embla.scrollNext()
      })
    const timer = window.setTimeout(first, AUTOPLAY_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [playing, carousel, withCarousel])

  const toggle = () => {
    if (!carousel) return setPlaying(!playing)
    const { autoplay } = carousel
    if (autoplay.isPlaying()) autoplay.stop()
    else autoplay.play()
    setPlaying(autoplay.isPlaying())
  }

  const onKeyDown = (event: KeyboardEvent) => {
    // Behind the plans tab, the hidden slideshow does not move.
    if (tab !== 'photos') return
    if (event.key === 'ArrowLeft') withCarousel(({ embla }) => embla.scrollPrev())
    else if (event.key === 'ArrowRight') withCarousel(({ embla }) => embla.scrollNext())
    else return
    event.preventDefault()
  }

  // A swipe begun before the code ran, which Embla cannot follow: it moves the slideshow once the code is there.
  const onPointerDown = (event: PointerEvent) => {
    flick.current = carousel ? null : { from: event.clientX, moved: false }
    warm()
  }
  const onPointerUp = (event: PointerEvent) => {
    const drag = flick.current
    if (!drag) return
    const distance = event.clientX - drag.from
    drag.moved = Math.abs(distance) >= FLICK_PX
    if (drag.moved) withCarousel(({ embla }) => (distance < 0 ? embla.scrollNext() : embla.scrollPrev()))
  }

  /** What a tab's lightbox shows: the photos, or the floor plans' images. */
  const slidesOf = (from: Tab): Photo[] => (from === 'photos' ? photos : planSlides(plans))

  const open = (button: HTMLButtonElement, at: number, from: Tab = 'photos') => {
    opener.current = button
    // The lightbox's code is fetched when a visitor first opens it, not with the page.
    import('./PhotoLightbox.client').then(
      ({ PhotoLightbox: Lightbox }) => setLightbox({ tab: from, index: at, Lightbox }),
      // Without the lightbox's code: the photo itself, as a page without scripts links it (a deploy since the
      // page loaded); offline, the page stays and the next tap asks again.
      () => navigator.onLine && window.location.assign(slidesOf(from)[at].src),
    )
  }
  // Like Embla, the click that ends a swipe opens nothing.
  const openSlide = (button: HTMLButtonElement, at: number) => {
    const swiped = flick.current?.moved
    flick.current = null
    if (!swiped) open(button, at)
  }

  const close = useCallback(
    (at: number) => {
      // The slideshow follows the photo last shown; a plan's lightbox leaves it where it was.
      if (lightbox?.tab === 'photos') withCarousel(({ embla }) => embla.scrollTo(at, true))
      setLightbox(null)
      opener.current?.focus()
    },
    [withCarousel, lightbox],
  )

  const choose = (next: Tab) => {
    // Nothing moves unseen behind the plans.
    if (next === 'plans' && (carousel ? carousel.autoplay.isPlaying() : playing)) {
      carousel?.autoplay.stop()
      setPlaying(false)
    }
    setTab(next)
  }

  const panelProps = (which: Tab) => (tabbed ? { id: `${id}-${which}`, role: 'tabpanel', 'aria-labelledby': `${id}-${which}-tab`, hidden: tab !== which } : {})

  const total = photos.length
  return (
    <section className={styles.gallery} aria-roledescription={photos.length ? 'carousel' : undefined} aria-label={photos.length ? labels.PHOTOS : labels.FLOOR_PLANS} onKeyDown={onKeyDown}>
      {tabbed && <GalleryTabs id={id} tab={tab} choose={choose} labels={labels} />}
      {photos.length > 0 && (
        <div {...panelProps('photos')}>
          <div className={styles.viewport} ref={viewport} onPointerEnter={warm} onFocus={warm} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
            <div className={styles.track} aria-live={playing ? 'off' : 'polite'}>
              {photos.map((photo, i) => (
                <div className={styles.slide} key={photo.src} role="group" aria-roledescription="slide" aria-label={format(labels.PHOTO_X_OF_Y, { current: i + 1, total })} aria-hidden={i !== index}>
                  <button
                    type="button"
                    className={styles.open}
                    tabIndex={i === index ? 0 : -1}
                    aria-label={`${labels.FULLSCREEN}: ${photo.alt}`}
                    onClick={(event) => openSlide(event.currentTarget, i)}
                    onKeyDown={(event) => {
                      // Embla swallows the first click after a swipe, and a key press has no pointer-down to reset that.
                      if (event.key !== 'Enter' && event.key !== ' ') return
                      event.preventDefault()
                      open(event.currentTarget, i)
                    }}
                  >
                    <img
                      src={photo.src}
                      srcSet={srcSetOf(photo)}
                      sizes="(min-width: 1280px) 1200px, 100vw"
                      alt={photo.alt}
                      width={photo.width}
                      height={photo.height}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      fetchPriority={i === 0 ? 'high' : 'low'}
                      decoding={i === 0 ? 'sync' : 'async'}
                      draggable={false}
                    />
                  </button>
                </div>
              ))}
            </div>
          </div>
          {/* The buttons work once the page runs (loading the slideshow's code if need be): until then they are disabled, not dead. */}
          {total > 1 && (
            <div className={styles.controls}>
              <button type="button" className={styles.arrow} onClick={() => withCarousel(({ embla }) => embla.scrollPrev())} disabled={!hydrated} aria-label={labels.PREVIOUS_PHOTO}>
                <span aria-hidden="true">‹</span>
              </button>
              <p className={styles.counter} aria-live="polite">
                {format(labels.PHOTO_X_OF_Y, { current: index + 1, total })}
              </p>
              <button type="button" className={styles.play} onClick={toggle} disabled={!hydrated} aria-label={playing ? labels.PAUSE_SLIDESHOW : labels.PLAY_SLIDESHOW}>
                <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
              </button>
              <button type="button" className={styles.arrow} onClick={() => withCarousel(({ embla }) => embla.scrollNext())} disabled={!hydrated} aria-label={labels.NEXT_PHOTO}>
                <span aria-hidden="true">›</span>
              </button>
            </div>
          )}
        </div>
      )}
      {plans.length > 0 && (
        <div {...panelProps('plans')}>
          <FloorPlanList plans={plans} fullscreen={labels.FULLSCREEN} onOpen={(button, slide) => open(button, slide, 'plans')} />
        </div>
      )}
      {lightbox && (
        <lightbox.Lightbox
          photos={slidesOf(lightbox.tab)}
          index={lightbox.index}
          onClose={close}
          labels={{
            previous: labels.PREVIOUS_PHOTO,
            next: labels.NEXT_PHOTO,
            close: labels.CLOSE,
            ...(lightbox.tab === 'photos' ? { gallery: labels.PHOTOS, slide: labels.PHOTO_X_OF_Y } : { gallery: labels.FLOOR_PLANS, slide: labels.FLOOR_PLAN_X_OF_Y }),
          }}
        />
      )}
    </section>
  )
}
