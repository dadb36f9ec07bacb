'use client'

import type { FloorPlan } from './floorPlans'
import styles from './Gallery.module.css'
import { srcSetOf } from './photos'

type Props = {
  plans: FloorPlan[]
  /** "Full screen", naming what an image plan's button does. */
  fullscreen: string
  /** Opens the lightbox on an image plan; `slide` is its place among the image plans. */
  onOpen: (button: HTMLButtonElement, slide: number) => void
}

/**
 * The gallery's floor plans tab: an image plan as its picture, which opens the lightbox, a PDF as a link
 * with its size. Loaded with the gallery's own code, so the listing page's first load does not grow.
 */
export const FloorPlanList = ({ plans, fullscreen, onOpen }: Props) => (
  <ul className={styles.plans}>
    {plans.map((plan) =>
      plan.kind === 'pdf' ? (
        <li key={plan.url}>
          <a href={plan.url} type="application/pdf">
            {plan.title}
          </a>{' '}
          <small>(PDF{plan.size ? `, ${plan.size}` : ''})</small>
        </li>
      ) : (
        <li key={plan.photo.src}>
          <figure>
            <button type="button" className={styles.open} aria-label={`${fullscreen}: ${plan.title}`} onClick={(event) => onOpen(event.currentTarget, plan.slide)}>
              <img src={plan.photo.src} srcSet={srcSetOf(plan.photo)} sizes="(min-width: 1280px) 400px, 100vw" alt={plan.title} width={plan.photo.width} height={plan.photo.height} loading="lazy" decoding="async" />
            </button>
            <figcaption>{plan.title}</figcaption>
          </figure>
        </li>
      ),
    )}
  </ul>
)
