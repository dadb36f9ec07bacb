import type { Block } from 'payload'

import { moduleFields } from '../moduleFields'

export const ArticleBlock: Block = {
  slug: 'article',
  interfaceName: 'ArticleBlock',
  fields: moduleFields([{ name: 'content', type: 'richText', localized: true }]),
}
