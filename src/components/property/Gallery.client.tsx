'use client'

import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import dynamic from 'next/dynamic'
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'

import styles from './Gallery.module.css'
import { type Photo, srcSetOf } from './photos'

// The lightbox's code is fetched when a visitor first opens it, not with the page.
const PhotoLightbox = dynamic(() => import('./PhotoLightbox.client').then((m) => m.PhotoLightbox), { ssr: false })

/** SPEC.md section 9's slider defaults: a slide every 3 s; the move takes about 500 ms (Embla counts in its own units). */
export const AUTOPLAY_DELAY_MS = 3000
const EMBLA_DURATION = 30

type Labels = Record<'PHOTOS' | 'PHOTO_X_OF_Y' | 'PREVIOUS_PHOTO' | 'NEXT_PHOTO' | 'FULLSCREEN' | 'PAUSE_SLIDESHOW' | 'PLAY_SLIDESHOW' | 'CLOSE', string>

const format = (text: string, values: Record<string, number>) => text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))

/**
 * The listing's slideshow: one photo at a time, swipe, previous and next buttons, arrow keys, and
 * autoplay every 3 s that pauses on hover and focus, with a pause button (and off for visitors who
 * prefer reduced motion). A photo opens the full-screen lightbox; closing it returns focus here.
 * The first photo is the page's largest image: loaded first, at high priority.
 */
export const Gallery = ({ photos, labels }: { photos: Photo[]; labels: Labels }) => {
  const [autoplay] = useState(() => Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true, playOnInit: false }))
  const [viewport, embla] = useEmblaCarousel({ loop: photos.length > 1, duration: EMBLA_DURATION }, [autoplay])
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const [lightbox, setLightbox] = useState<number | null>(null)
  const opener = useRef<HTMLButtonElement | null>(null)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setIndex(embla.selectedScrollSnap())
    embla.on('select', onSelect)
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (!reduced && photos.length > 1) {
      autoplay.play()
      setPlaying(true)
    }
    return () => {
      embla.off('select', onSelect)
    }
  }, [embla, autoplay, photos.length])

  const toggle = useCallback(() => {
    if (autoplay.isPlaying()) autoplay.stop()
    else autoplay.play()
    setPlaying(autoplay.isPlaying())
  }, [autoplay])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev()
    else if (event.key === 'ArrowRight') embla?.scrollNext()
    else return
    event.preventDefault()
  }

  const open = (button: HTMLButtonElement, at: number) => {
    opener.current = button
    setLightbox(at)
  }

  const close = useCallback(
    (at: number) => {
      setLightbox(null)
      embla?.scrollTo(at, true)
      opener.current?.focus()
    },
    [embla],
  )

  const total = photos.length
  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={labels.PHOTOS} onKeyDown={onKeyDown}>
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track} aria-live={playing ? 'off' : 'polite'}>
          {photos.map((photo, i) => (
            <div className={styles.slide} key={photo.src} role="group" aria-roledescription="slide" aria-label={format(labels.PHOTO_X_OF_Y, { current: i + 1, total })} aria-hidden={i !== index}>
              <button
                type="button"
                className={styles.open}
                tabIndex={i === index ? 0 : -1}
                aria-label={`${labels.FULLSCREEN}: ${photo.alt}`}
                onClick={(event) => open(event.currentTarget, i)}
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
      {/* The buttons work once the slideshow's code runs: until then they are disabled, not dead. */}
      {total > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => embla?.scrollPrev()} disabled={!embla} aria-label={labels.PREVIOUS_PHOTO}>
            <span aria-hidden="true">‹</span>
          </button>
          <p className={styles.counter} aria-live="polite">
            {format(labels.PHOTO_X_OF_Y, { current: index + 1, total })}
          </p>
          <button type="button" className={styles.play} onClick={toggle} disabled={!embla} aria-label={playing ? labels.PAUSE_SLIDESHOW : labels.PLAY_SLIDESHOW}>
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button type="button" className={styles.arrow} onClick={() => embla?.scrollNext()} disabled={!embla} aria-label={labels.NEXT_PHOTO}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      {lightbox !== null && <PhotoLightbox photos={photos} index={lightbox} onClose={close} labels={{ previous: labels.PREVIOUS_PHOTO, next: labels.NEXT_PHOTO, close: labels.CLOSE, gallery: labels.PHOTOS, slide: labels.PHOTO_X_OF_Y }} />}
    </section>
  )
}
