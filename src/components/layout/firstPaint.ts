/**
 * The id of the empty element PageShell writes after the header and banner: the document holds its first
 * paint until it is read (`<link rel="expect" blocking="render">` in the locale layout), so a page arriving
 * in parts is never drawn with half a banner whose text then moves. A page without it (the print view) is
 * drawn once read whole.
 */
export const FIRST_PAINT_AFTER = 'first-paint'
