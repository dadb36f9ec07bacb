/** Above the inbox list: the CSV export of what the list shows. */
export const InboxTools = () => (
  <div style={{ marginBottom: '1rem' }}>
    <a className="btn btn--style-secondary btn--size-small" href="/api/form-submissions/export.csv" download>
      Export CSV
    </a>
  </div>
)
