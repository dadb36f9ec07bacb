import { describe, expect, it } from 'vitest'

import { sanitizeRichHtml } from '@/lib/html/sanitize'

describe('sanitizeRichHtml', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeRichHtml('<p>Hello <strong>world</strong> <a href="https://x.be">x</a></p>')).toBe(
      '<p>Hello <strong>world</strong> <a href="https://x.be" rel="noopener noreferrer">x</a></p>',
    )
  })

  it('drops scripts, handlers, styles and javascript: links', () => {
    const out = sanitizeRichHtml('<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script><img src=x onerror=alert(3)><a href="javascript:alert(4)">y</a></p>')
    expect(out).toBe('<p>Hi<a rel="noopener noreferrer">y</a></p>')
    expect(out).not.toMatch(/script|onclick|onerror|javascript|style/)
  })

  it('turns nothing into an empty string', () => {
    expect(sanitizeRichHtml(null)).toBe('')
    expect(sanitizeRichHtml(undefined)).toBe('')
  })
})
