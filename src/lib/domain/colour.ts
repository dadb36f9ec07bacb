/** '#1d3557': a colour as staff type it in the site settings (six hex digits). */
export const isHexColour = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value)

/** WCAG relative luminance of a '#rrggbb' colour. */
export const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio between two '#rrggbb' colours (1 to 21). */
export const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** White or black, whichever reads better on `background`. */
export const textOn = (background: string): '#ffffff' | '#000000' => (contrast(background, '#ffffff') >= contrast(background, '#000000') ? '#ffffff' : '#000000')
