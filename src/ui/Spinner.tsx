/** An indeterminate progress indicator. `label` is read by screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <span className="portico-spinner" role="status" aria-live="polite">
      <span className="portico-spinner-ring" aria-hidden="true" />
      <span className="portico-visually-hidden">{label}</span>
    </span>
  );
}
