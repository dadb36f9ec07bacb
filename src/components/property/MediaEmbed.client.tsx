'use client'

import { useState } from 'react'

import type { VideoEmbed } from '@/lib/domain/video'

import styles from './MediaEmbed.module.css'

type Props = { embed: VideoEmbed; title: string; playLabel: string; loadsFromLabel: string }

/**
 * A video or 3D tour that contacts its provider only when the visitor asks for it: until the click it
 * is a button saying which host it loads from (no thumbnail, which would come from that host too).
 * Video files play in the page's own player, nothing loaded before play.
 */
export const MediaEmbed = ({ embed, title, playLabel, loadsFromLabel }: Props) => {
  const [active, setActive] = useState(false)
  if (embed.kind === 'file') {
    return (
      <div className={styles.frame}>
        <video controls preload="none" src={embed.src} title={title}>
          <a href={embed.src}>{title}</a>
        </video>
      </div>
    )
  }
  return (
    <div className={styles.frame}>
      {active ? (
        <iframe src={embed.src} title={title} allow="autoplay; fullscreen; picture-in-picture; xr-spatial-tracking" allowFullScreen loading="eager" referrerPolicy="strict-origin-when-cross-origin" />
      ) : (
        <button type="button" className={styles.poster} onClick={() => setActive(true)}>
          <span className={styles.icon} aria-hidden="true">
            ▶
          </span>
          <span className={styles.label}>
            {playLabel}: {title}
          </span>
          <small>{loadsFromLabel.replace('{host}', embed.provider)}</small>
        </button>
      )}
    </div>
  )
}
