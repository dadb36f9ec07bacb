import { RichText } from '@payloadcms/richtext-lexical/react'

import type { ArticleBlock } from '@/payload-types'

import styles from '../Modules.module.css'

export const ArticleModule = ({ module }: { module: ArticleBlock }) =>
  module.content ? (
    <div className={styles.article}>
      <RichText data={module.content} />
    </div>
  ) : null
