import type { DetailGroup } from './detailGroups'

/** The detail groups as titled definition lists (the detail page and the print view). */
export const DetailList = ({ groups, className }: { groups: DetailGroup[]; className?: string }) =>
  groups.map((group) => (
    <section key={group.id} aria-labelledby={`details-${group.id}`} className={className}>
      <h2 id={`details-${group.id}`}>{group.title}</h2>
      <dl>
        {group.rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  ))
