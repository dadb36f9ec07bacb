import type { FloorPlan } from './floorPlans'
import type { Photo } from './photos'

/** The copy of a plan image nearest the width wanted, else the one the gallery shows. */
const copyAt = (photo: Photo, width: number) => photo.srcSet.find((source) => source.width === width) ?? photo

type Props = {
  plans: FloorPlan[]
  /** The copy of each image shown: small in a table, large on paper. */
  imageWidth: 400 | 600 | 1360
  /** Loaded at once: a page about to be printed has no scrolling to start a lazy image. */
  eager?: boolean
  className?: string
}

/**
 * Floor plans without the gallery's code (the print view, a project's unit table): an image plan as its
 * picture, linking to the large copy; a PDF as a link with its size.
 */
export const FloorPlanLinks = ({ plans, imageWidth, eager = false, className }: Props) => (
  <ul className={className}>
    {plans.map((plan) => {
      if (plan.kind === 'pdf') {
        return (
          <li key={plan.url}>
            <a href={plan.url} type="application/pdf">
              {plan.title}
            </a>{' '}
            <small>(PDF{plan.size ? `, ${plan.size}` : ''})</small>
          </li>
        )
      }
      const image = copyAt(plan.photo, imageWidth)
      return (
        <li key={plan.photo.src}>
          <figure>
            <a href={plan.photo.src}>
              <img src={image.src} alt={plan.title} width={image.width} height={image.height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
            </a>
            <figcaption>{plan.title}</figcaption>
          </figure>
        </li>
      )
    })}
  </ul>
)
