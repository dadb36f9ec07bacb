/**
 * Rich text for seeded articles: each string becomes a paragraph; '## ' starts a heading
 * and '- ' a bullet (consecutive bullets form one list).
 */
type TextNode = { type: 'text'; text: string; format: 0; style: ''; mode: 'normal'; detail: 0; version: 1 }
type BlockNode = {
  type: string
  version: 1
  format: ''
  indent: 0
  direction: 'ltr'
  children: (TextNode | BlockNode)[]
  tag?: string
  listType?: 'bullet'
  start?: number
  value?: number
  textFormat?: 0
  textStyle?: ''
}

const text = (value: string): TextNode => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
const block = (type: string, children: BlockNode['children'], extra: Partial<BlockNode> = {}): BlockNode => ({
  type,
  version: 1,
  format: '',
  indent: 0,
  direction: 'ltr',
  children,
  ...extra,
})

export const richText = (paragraphs: readonly string[]) => {
  const children: BlockNode[] = []
  for (const line of paragraphs) {
    if (line.startsWith('## ')) {
      children.push(block('heading', [text(line.slice(3))], { tag: 'h2' }))
    } else if (line.startsWith('- ')) {
      const last = children[children.length - 1]
      const item = block('listitem', [text(line.slice(2))])
      if (last?.type === 'list') last.children.push({ ...item, value: last.children.length + 1 })
      else children.push(block('list', [{ ...item, value: 1 }], { listType: 'bullet', tag: 'ul', start: 1 }))
    } else {
      children.push(block('paragraph', [text(line)], { textFormat: 0, textStyle: '' }))
    }
  }
  return { root: { type: 'root', version: 1, format: '' as const, indent: 0, direction: 'ltr' as const, children } }
}
