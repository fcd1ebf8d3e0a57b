import { request } from 'node:http';

/**
 * Logins as the load run measures them: each from a local address of its own (127.x.y.z
 * are all this machine), since the sandbox counts failures per caller address.
 */
export interface Answer {
  status: number;
  ms: number;
}

const PASSWORD = 'Demo-2026!';
const CUSTOMERS = ['olivia.owner@example.com', 'ian.insured@example.com', 'anna.annuitant@example.com'];

const basic = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

/** One login over a fresh connection from `from`, timed from the request to the last byte. */
export function login(base: string, from: string, email: string, password: string): Promise<Answer> {
  const url = new URL('/api/auth/login', base);
  url.hostname = '127.0.0.1';
  const started = performance.now();
  return new Promise((resolveLogin, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { Host: `localhost:${url.port}`, Authorization: basic(email, password) },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () =>
          resolveLogin({ status: incoming.statusCode ?? 0, ms: performance.now() - started }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export const median = (values: number[]) => percentile(values, 50);

/** `count` logins at once with the right password, each from its own address. */
export async function parallelLogins(base: string, count: number, round: number): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      login(base, `127.0.${10 + round}.${2 + i}`, CUSTOMERS[i % CUSTOMERS.length] ?? '', PASSWORD),
    ),
  );
}

/** Wrong passwords for a known account and for unknown e-mails, one after another, alternating. */
export async function knownAndUnknown(base: string, pairs: number) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < pairs; i += 1) {
    // A fresh address and account each time, so no lock answers in the check's place.
    const from = `127.0.50.${2 + i}`;
    known.push((await login(base, from, CUSTOMERS[i % CUSTOMERS.length] ?? '', `wrong-${i}`)).ms);
    unknown.push((await login(base, from, `nobody-${i}@example.com`, `wrong-${i}`)).ms);
  }
  return { known, unknown };
}

export interface FloodResult {
  legitimate: Answer[];
  flood: { sent: number; byStatus: Record<number, number>; perSecond: number };
}

/**
 * `connections` guessers send wrong passwords without pause for `seconds`, from 254 addresses (known
 * accounts and unknown e-mails), while the account's owner signs in every 500 ms from their own
 * address, one they signed in from before.
 */
export async function floodBesideOwner(
  base: string,
  connections: number,
  seconds: number,
  owner: { from: string; email: string },
): Promise<FloodResult> {
  const byStatus: Record<number, number> = {};
  let sent = 0;
  let stop = false;
  const guesser = async (worker: number) => {
    for (let i = 0; !stop; i += 1) {
      const n = worker * 100_000 + i;
      const email =
        n % 3 === 0
          ? owner.email
          : n % 3 === 1
            ? (CUSTOMERS[n % CUSTOMERS.length] ?? '')
            : `nobody-${n}@example.com`;
      const answer = await login(base, `127.0.1.${2 + (n % 254)}`, email, `guess-${n}`);
      sent += 1;
      byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  const guessers = Array.from({ length: connections }, (_, w) => guesser(w));
  const legitimate: Answer[] = [];
  // A second in, so the flood is at full strength.
  await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
  while (performance.now() - started < seconds * 1000) {
    legitimate.push(await login(base, owner.from, owner.email, PASSWORD));
    await new Promise((resolveWait) => setTimeout(resolveWait, 500));
  }
  stop = true;
  await Promise.all(guessers);
  return { legitimate, flood: { sent, byStatus, perSecond: sent / ((performance.now() - started) / 1000) } };
}
