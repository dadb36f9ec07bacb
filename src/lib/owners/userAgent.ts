/** The browser and system a user agent names, for a person to recognise ("Firefox on Windows"); never used to decide anything. */
export const describeAgent = (agent: string | null | undefined): string => {
  const text = agent ?? ''
  const browser =
    [
      [/Edg(e|A|iOS)?\//, 'Edge'],
      [/OPR\/|Opera/, 'Opera'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/Firefox\/|FxiOS\//, 'Firefox'],
      [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ] as const
  const system = [
    [/Android/, 'Android'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Windows/, 'Windows'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ] as const
  const name = browser.find(([pattern]) => pattern.test(text))?.[1]
  const os = system.find(([pattern]) => pattern.test(text))?.[1]
  if (!name && !os) return '?'
  return [name ?? '?', os].filter(Boolean).join(os ? ' / ' : '')
}
