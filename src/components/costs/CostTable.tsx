import type { CostRow } from '@/lib/domain/costs/rows'

import styles from './Costs.module.css'

/** One table of the cost panel (what is paid once, or each month), its last lines the totals. */
export const CostTable = ({ caption, rows }: { caption: string; rows: readonly CostRow[] }) => (
  <table className={styles.figures}>
    <caption>{caption}</caption>
    <tbody>
      {rows.map((row) => (
        <tr key={row.label} className={row.total ? styles.total : undefined}>
          <th scope="row">{row.label}</th>
          <td>{row.value}</td>
        </tr>
      ))}
    </tbody>
  </table>
)
