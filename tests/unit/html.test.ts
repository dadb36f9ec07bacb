import { describe, expect, it } from 'vitest'
import { presentAttributes } from '@/lib/html/attributes'
import { decodeEntities, htmlToText } from '@/lib/html/text'

describe('decodeEntities', () => {
  it('decodes common named entities', () => {
    expect(decodeEntities('R&amp;D &lt;tag&gt; &quot;q&quot; &apos;s &euro; 5 m&sup2; caf&eacute; na&iuml;ef &hellip;')).toBe(
      'R&D <tag> "q" \'s € 5 m² café naïef …',
    )
    expect(decodeEntities('&nbsp;')).toBe('\u00a0')
  })

  it('decodes numeric entities', () => {
    expect(decodeEntities('&#233;&#xE9;&#X20AC;&#39;')).toBe("éé€'")
  })

  it('decodes in one pass, never twice', () => {
    expect(decodeEntities('&amp;lt;')).toBe('&lt;')
    expect(decodeEntities('&amp;amp;')).toBe('&amp;')
  })

  it('leaves unknown, incomplete and invalid entities', () => {
    expect(decodeEntities('&bogus; &amp &#0; &#xD800; &#1114112; & ;')).toBe('&bogus; &amp &#0; &#xD800; &#1114112; & ;')
  })
})

describe('htmlToText', () => {
  it('turns block tags into spaces and removes inline tags', () => {
    expect(htmlToText('<p>Hello</p><p>World</p>')).toBe(' Hello  World ')
    expect(htmlToText('Hel<b>lo</b> <em>there</em><br/>friend')).toBe('Hello there friend')
    expect(htmlToText('<li>a</li><li class="x">b</li>')).toBe(' a  b ')
  })

  it('removes comments, scripts and styles with their content', () => {
    expect(htmlToText('a<!-- note -->b<script>alert(1)</script>c<style>p{}</style>d')).toBe('ab c d')
    expect(htmlToText('a<script type="x">never closed')).toBe('a ')
  })

  it('decodes entities after stripping, so escaped tags stay text', () => {
    expect(htmlToText('&lt;b&gt;bold&lt;/b&gt;')).toBe('<b>bold</b>')
  })

  it('leaves plain comparisons alone', () => {
    expect(htmlToText('price < 200000 and > 100')).toBe('price < 200000 and > 100')
  })
})

describe('presentAttributes', () => {
  it('keeps the attributes with a value, false, 0 and empty text included', () => {
    expect(presentAttributes({ id: 'a', 'aria-current': undefined, required: false, maxLength: 0, title: '' })).toEqual({ id: 'a', required: false, maxLength: 0, title: '' })
  })
})
