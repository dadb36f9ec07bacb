import type React from 'react'

import { photoOf, srcSetOf } from '@/components/property/photos'
import { sanitizeRichHtml } from '@/lib/html/sanitize'
import { detectVideo } from '@/lib/domain/video'
import { populated } from '@/lib/payload/populated'
import type { Header, Media } from '@/payload-types'

import styles from './Banner.module.css'
import { SLIDE_SECONDS, slideDelay } from './slides'

const src = (m: Media) => m.sizes?.w1360?.url || m.url || ''

/**
 * The banner fills the screen's width: the browser takes the copy its width and density need (a phone some
 * 400 CSS pixels wide at a density under 1.5, the 600 copy, a third of the bytes of the 1,360 one or less),
 * since the banner's photo is the page's largest paint. Up to the 1,360 copy, as before: a wide screen never
 * loads a large upload's original.
 */
const srcSet = (m: Media) => {
  const photo = photoOf(m, '')
  return photo ? srcSetOf(photo, 1360) : undefined
}

/** The home banner: an image, a cross-fading gallery or a video, with title and HTML text when configured. */
export const HomeBanner = ({ banner, children }: { banner: NonNullable<Header['banner']>; children?: React.ReactNode }) => {
  const images = (banner.type === 'gallery' ? (banner.images ?? []).map((image) => populated(image)) : [populated(banner.image)]).filter((m): m is Media => m !== null)
  const video = banner.type === 'video' ? detectVideo(banner.videoUrl) : null
  const description = banner.showDescription ? sanitizeRichHtml(banner.description) : ''
  // A section needs its heading: without a shown title the banner is a plain block.
  const Wrapper = banner.showTitle && banner.title ? 'section' : 'div'
  return (
    <Wrapper className={styles.home}>
      <div className={styles.media} data-count={images.length}>
        {video?.kind === 'file' ? (
          <video className={styles.slide} src={video.url} autoPlay muted loop playsInline poster={images[0] ? src(images[0]) : undefined} />
        ) : (
          images.map((image, i) => (
            <img
              key={image.id}
              className={styles.slide}
              src={src(image)}
              srcSet={srcSet(image)}
              sizes="100vw"
              alt=""
              width={image.width ?? 1600}
              height={image.height ?? 1067}
              fetchPriority={i === 0 ? 'high' : 'low'}
              loading={i === 0 ? 'eager' : 'lazy'}
              style={{ animationDelay: `${slideDelay(i, images.length)}s`, animationDuration: `${images.length * SLIDE_SECONDS}s` }}
              data-animated={images.length > 1}
            />
          ))
        )}
      </div>
      <div className={`container ${styles.content}`}>
        {banner.showTitle && banner.title && <h1 className={styles.title}>{banner.title}</h1>}
        {description && <div className={styles.description} dangerouslySetInnerHTML={{ __html: description }} />}
        {children}
      </div>
    </Wrapper>
  )
}

export type Crumb = { title: string; href: string }

/** Other pages: the page title and a breadcrumb that starts with the home entry. */
export const PageBanner = ({ title, description, crumbs, showBreadcrumb, label }: { title: string; description?: string | null; crumbs: Crumb[]; showBreadcrumb: boolean; label: string }) => {
  const html = sanitizeRichHtml(description)
  return (
    <section className={styles.page}>
      <div className="container">
        {showBreadcrumb && (
          <nav aria-label={label} className={styles.breadcrumb}>
            <ol>
              {crumbs.map((crumb, i) => (
                <li key={crumb.href}>
                  {i < crumbs.length - 1 ? <a href={crumb.href}>{crumb.title}</a> : <span aria-current="page">{crumb.title}</span>}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1 className={styles.pageTitle}>{title}</h1>
        {html && <div className={styles.pageDescription} dangerouslySetInnerHTML={{ __html: html }} />}
      </div>
    </section>
  )
}
