import type { CompareRow } from '@/lib/shortlist/compare'

import styles from './Shortlist.module.css'

type Props = {
  /** The compared listings, in the shortlist's order: each a column headed by its name, a link to its page. */
  columns: { id: number; name: string; url: string }[]
  rows: CompareRow[]
  title: string
  /** The id of the section, which the hint above the cards links to. */
  id: string
}

/**
 * Two to four listings side by side: a table with a column per listing and a row per feature, so a
 * screen reader reads each cell with its listing and its feature. On a phone it scrolls sideways inside
 * its own region, which takes the focus so the keyboard can scroll it too.
 */
export const CompareTable = ({ columns, rows, title, id }: Props) => (
  <section id={id} aria-labelledby={`${id}-title`} className={styles.compare}>
    <h2 id={`${id}-title`}>{title}</h2>
    <div className={styles.scroll} role="region" aria-labelledby={`${id}-title`} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.id} scope="col">
                <a href={column.url}>{column.name}</a>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {row.cells.map((cell, i) => (
                <td key={columns[i]?.id ?? i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  </section>
)
