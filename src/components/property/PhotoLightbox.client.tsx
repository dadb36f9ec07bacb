'use client'

import { useRef, useState } from 'react'
import Lightbox from 'yet-another-react-lightbox'

import type { Photo } from './photos'

type Props = {
  photos: Photo[]
  index: number
  /** Called once the lightbox has closed, with the photo it showed last. */
  onClose: (index: number) => void
  labels: { previous: string; next: string; close: string; gallery: string; slide: string }
}

/**
 * The full-screen photo viewer: arrows and swipe, Escape closes, focus stays inside while open (the
 * page behind is inert) and goes back to the photo that opened it.
 */
export const PhotoLightbox = ({ photos, index, onClose, labels }: Props) => {
  const [open, setOpen] = useState(true)
  const shown = useRef(index)
  return (
    <Lightbox
      open={open}
      close={() => setOpen(false)}
      index={index}
      slides={photos.map((photo) => ({ src: photo.src, alt: photo.alt, width: photo.width, height: photo.height, srcSet: photo.srcSet }))}
      labels={{ Previous: labels.previous, Next: labels.next, Close: labels.close, 'Photo gallery': labels.gallery, '{index} of {total}': labels.slide.replace('{current}', '{index}') }}
      carousel={{ finite: photos.length <= 1 }}
      on={{ view: ({ index: at }) => (shown.current = at), exited: () => onClose(shown.current) }}
    />
  )
}
