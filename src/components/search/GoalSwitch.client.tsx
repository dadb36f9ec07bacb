'use client'

import { useState } from 'react'

import styles from './SearchBox.module.css'

/** For sale / for rent: points the surrounding search form at the matching results page. */
export const GoalSwitch = ({ saleHref, rentHref, labels }: { saleHref: string; rentHref: string; labels: { sale: string; rent: string } }) => {
  const [goal, setGoal] = useState<'sale' | 'rent'>('sale')
  const choose = (next: 'sale' | 'rent', form: HTMLFormElement | null) => {
    setGoal(next)
    if (form) form.action = next === 'sale' ? saleHref : rentHref
  }
  return (
    <div className={styles.goals} role="radiogroup">
      {(['sale', 'rent'] as const).map((value) => (
        <label key={value} className={styles.goal} data-checked={goal === value}>
          <input type="radio" name="goal-choice" value={value} checked={goal === value} onChange={(event) => choose(value, event.currentTarget.form)} />
          {labels[value]}
        </label>
      ))}
    </div>
  )
}
