/**
 * The id telemetry and session recording know a user by: a one-way digest of the username, which is
 * the customer's e-mail address. The same user gets the same id on every visit, so their sessions still
 * join up, but nothing sent names them.
 */
export async function pseudonymOf(username: string): Promise<string> {
  const bytes = new TextEncoder().encode(`epd-user:${username.trim().toLowerCase()}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const hex = Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
  return `u_${hex}`;
}
