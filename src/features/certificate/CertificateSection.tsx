import type { ReactNode } from 'react';

/** One titled part of the certificate: a region named by its heading, kept on one printed page. */
export function CertificateSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="certificate__section" aria-labelledby={`certificate-${id}`}>
      <h2 id={`certificate-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/** A term and what the certificate says of it. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A list of lines, one per fact; one line reads as text, not as a list of one. */
export function Lines({ lines }: { lines: string[] }) {
  if (lines.length === 1) return <>{lines[0]}</>;
  return (
    <ul className="certificate__lines">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
