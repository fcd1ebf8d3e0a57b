export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export function PageSpinner() {
  return (
    <div className="page page--centered">
      <Spinner label="Loading…" />
    </div>
  );
}
