import EmblaCarousel, { type EmblaCarouselType } from 'embla-carousel'
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay'

export type Carousel = { embla: EmblaCarouselType; autoplay: AutoplayType }

type Options = { loop: boolean; duration: number; delay: number }

/**
 * Embla on the slideshow's viewport, with its autoplay: a move every `delay` ms once played, paused
 * while the pointer or the focus is on the photos and resumed when they leave. The gallery loads this
 * module the first time the slideshow moves or is touched.
 */
export const createCarousel = (viewport: HTMLElement, { loop, duration, delay }: Options): Carousel => {
  const autoplay = Autoplay({ delay, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true, playOnInit: false })
  return { embla: EmblaCarousel(viewport, { loop, duration }, [autoplay]), autoplay }
}
