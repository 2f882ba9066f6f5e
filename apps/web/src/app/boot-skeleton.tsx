/**
 * Shown while the first translations load (before any text can be rendered). It mirrors the
 * header height so that the page does not jump, and carries no text of its own.
 */
export function BootSkeleton() {
  return (
    <div aria-busy="true" style={{ minHeight: '100vh' }}>
      <div
        style={{
          height: 'var(--header-height)',
          borderBottom: '1px solid var(--color-border)',
          background: 'var(--color-bg)',
        }}
      />
    </div>
  );
}
