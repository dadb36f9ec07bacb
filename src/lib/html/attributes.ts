/**
 * The attributes that have a value. React leaves an undefined attribute out of the HTML, but a server
 * component's element still carries it into the page's RSC payload (`"aria-current":"$undefined"`).
 */
export const presentAttributes = <T extends Record<string, unknown>>(attributes: T): Partial<T> =>
  Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined)) as Partial<T>
