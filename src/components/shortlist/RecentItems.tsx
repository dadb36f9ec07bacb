import type React from 'react'

import type { ViewedListing } from '@/lib/shortlist/snapshot'

import styles from './Recent.module.css'

type Props = {
  items: readonly ViewedListing[]
  /** Added to each item, beside its link (the shortlist page puts the heart there). */
  action?: (item: ViewedListing) => React.ReactNode
}

/** Recently viewed listings as the browser saw them: thumbnail, name and price line, each a link to its page. */
export const RecentItems = ({ items, action }: Props) => (
  <ul className={styles.list}>
    {items.map((item) => (
      <li key={item.id} className={styles.item}>
        <a href={item.url} className={styles.link}>
          {item.photo ? <img src={item.photo} alt="" width={250} height={167} loading="lazy" className={styles.photo} /> : <span className={styles.photo} />}
          {/* The space keeps the link's name from running the name and the price together. */}
          <span className={styles.name}>{item.name}</span>{' '}
          {item.price && <span className={styles.price}>{item.price}</span>}
        </a>
        {action?.(item)}
      </li>
    ))}
  </ul>
)
