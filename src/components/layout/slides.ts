/** How long each photo of a banner gallery shows before it cross-fades to the next, in seconds. */
export const SLIDE_SECONDS = 6

/** The share of a gallery's cycle a photo takes to fade in (the `fade` keyframes' 0% to 8%). */
const FADE_IN = 0.08

/**
 * When a gallery photo's animation starts, in seconds: one slot after the previous photo, all shifted
 * back by the fade-in, so the first photo is fully visible in the very first paint (the page's largest
 * content must not be a fade).
 */
export const slideDelay = (index: number, count: number): number => Math.round((index * SLIDE_SECONDS - FADE_IN * count * SLIDE_SECONDS) * 100) / 100
