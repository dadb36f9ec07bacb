/* The consent dialog reads these in the browser: no imports, so nothing else of routing reaches its bundle. */

/** Whether a path is a preview, where no consent dialog is shown (SPEC.md section 2). */
export const isPreviewPath = (pathname: string): boolean => pathname.toLowerCase().includes('preview')

/** Whether a path is a listing's print view (`…/{id}/print/`): a clean page without the cookie dialog. */
export const isPrintPath = (pathname: string): boolean => /\/\d+\/print\/?$/i.test(pathname)
