/** The one spinner: a turning wheel, and what is happening for a screen reader. */
export function Spinner({ label, inline = false }: { label: string; inline?: boolean }) {
  return (
    <div className={inline ? 'spinner spinner--inline' : 'spinner'} role="status" aria-live="polite">
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
