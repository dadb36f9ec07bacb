import { ArticleBlock } from './Article/config'
import { CategoryBlock } from './Category/config'
import { ContactBlock } from './Contact/config'
import { PropertyListBlock } from './PropertyList/config'
import { StatsViewBlock } from './StatsView/config'

/** Page modules: SPEC.md's relation types article, property-list, stats-view, category and contact. */
export const pageBlocks = [ArticleBlock, PropertyListBlock, StatsViewBlock, CategoryBlock, ContactBlock]
