'use client'

/** Opens the browser's print dialog. */
export const PrintButton = ({ label }: { label: string }) => (
  <button type="button" className="button" onClick={() => window.print()}>
    {label}
  </button>
)
