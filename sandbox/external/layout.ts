import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { decodeJwt } from 'jose';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

/** A whole page; every interpolated value is escaped by hono/html, so received input can never become markup. */
export function externalPage(site: string, title: string, body: Html) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="referrer" content="no-referrer" />
    <title>${title} - ${site}</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; color: #1f2430; }
      header { background: #24324a; color: #fff; padding: 12px 24px; font-weight: 600; }
      main { padding: 16px 24px; max-width: 760px; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; }
      dt { font-weight: 600; }
      dd { margin: 0; overflow-wrap: anywhere; }
      .problem { color: #b3261e; }
    </style>
  </head>
  <body>
    <header>${site} (sandbox)</header>
    <main>
      <h1>${title}</h1>
      ${body}
    </main>
  </body>
</html>`;
}

/** What a page received, as label/value rows. */
export function receivedList(label: string, rows: [string, string][]) {
  if (rows.length === 0) return html`<p>Nothing was received.</p>`;
  return html`<dl aria-label="${label}">
    ${rows.map(([name, value]) => html`<dt>${name}</dt><dd>${value}</dd>`)}
  </dl>`;
}

export function problem(message: string) {
  return html`<p class="problem" role="alert">${message}</p>`;
}

/**
 * A token is never echoed whole: the page shows its tail and, when it is a JWT, the claims a person
 * checks (unverified; verifying is the insurer's side, which this page only stands in for).
 */
export function describeToken(token: string): [string, string][] {
  const rows: [string, string][] = [
    ['Token', `received, ${token.length} characters, ending ${token.slice(-6)}`],
  ];
  try {
    const claims = decodeJwt(token);
    for (const claim of ['unique_name', 'UserType', 'AgentNumbers', 'given_name', 'family_name']) {
      if (claims[claim] !== undefined) rows.push([`Token claim ${claim}`, String(claims[claim])]);
    }
  } catch {
    rows.push(['Token claims', 'not a JWT']);
  }
  return rows;
}
