import fc from 'fast-check';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { MARKED_PAGES_BUDGET } from '../../sandbox/markedPages.ts';
import { inspectPdf } from '../../sandbox/pdf/untrusted.ts';
import { CALLS, type CallName } from '../../src/api/contract.ts';
import { TelemetryBatch } from '../../src/api/schemas/telemetry.ts';
import { activeContentPdf, deeplyNested, doublingTree, pdfOf } from '../support/hostilePdfs.ts';
import { edgeCasesOf, junkBody, nearMissFrom, validFrom } from './fuzz/fromSchema.ts';
import { ANNA, type CallResult, OLIVIA, startTestSandbox, type Tokens } from './support.ts';

/**
 * Requests built from each call's valibot schema, and near misses of them, never get a 5xx
 * and never change a case when refused. FUZZ_RUNS sets the runs per property (default 10, which keeps
 * this file to a few seconds in `npm test`); `npm run test:fuzz` runs 500.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const TIMEOUT = 30_000 + RUNS * 2_000;

type Who = 'olivia' | 'anna' | 'alex' | 'bea' | 'nobody';

/** Who sends each call, and where: a caller the call lets in, so the body is what is judged. */
const SETUP = {
  login: { who: 'nobody', params: {} },
  agentLogin: { who: 'nobody', params: { agentNumber: '10001' } },
  config: { who: 'nobody', params: {} },
  uiConfig: { who: 'nobody', params: {} },
  dashboard: { who: 'olivia', params: {} },
  getCase: { who: 'olivia', params: { caseId: '100001' } },
  getCaseForAgent: { who: 'alex', params: { caseId: '100001' } },
  certificate: { who: 'olivia', params: { caseId: '100002' } },
  acceptCase: { who: 'olivia', params: { caseId: '100001' } },
  giveConsent: { who: 'olivia', params: { caseId: '100001' } },
  declineConsent: { who: 'olivia', params: { caseId: '100001' } },
  releaseCase: { who: 'alex', params: { caseId: '100010' } },
  bypassApproval: { who: 'bea', params: { caseId: '100011' } },
  searchBook: { who: 'alex', params: {} },
  queueCounts: { who: 'alex', params: {} },
  createAgentChangeRequest: { who: 'alex', params: { caseId: '100001' } },
  createChangeRequest: { who: 'olivia', params: { caseId: '100001' } },
  createComment: { who: 'olivia', params: { caseId: '100001' } },
  markedPages: { who: 'olivia', params: { caseId: '100001', commentId: 'C-NONE' } },
  notTaken: { who: 'alex', params: { caseId: '100001' } },
  revertToPaper: { who: 'alex', params: { caseId: '100001' } },
  createBgaComment: { who: 'bea', params: { caseId: '100011' } },
  tracker: { who: 'olivia', params: { caseId: '100001', currentPage: 'doc-review' } },
  documentsWithSigned: { who: 'olivia', params: { caseId: '100002' } },
  documentsOnlySignedPolicy: { who: 'olivia', params: { caseId: '100002' } },
  documents: { who: 'olivia', params: { caseId: '100002' } },
  acceptDocument: { who: 'olivia', params: { caseId: '100001', documentId: 'D-100001-2' } },
  completeDocument: { who: 'olivia', params: { caseId: '100001', documentId: 'D-100001-4' } },
  reviewDocument: { who: 'olivia', params: { caseId: '100001', documentId: 'D-100001-1' } },
  paymentInfo: { who: 'olivia', params: { caseId: '100001' } },
  paymentCardSession: { who: 'olivia', params: { caseId: '100001' } },
  initialPayment: { who: 'olivia', params: { caseId: '100001' } },
  recurringPayment: { who: 'olivia', params: { caseId: '100001' } },
  acknowledgeDelivery: { who: 'nobody', params: { caseId: '200001', confirmationKey: 'DC-200001-KEY' } },
  registerUnauthenticated: { who: 'nobody', params: { caseId: '200001', confirmationKey: 'DC-200001-KEY' } },
  acknowledgeAuthenticated: { who: 'anna', params: { caseId: '200001' } },
} satisfies Record<CallName, { who: Who; params: Record<string, string> }>;

const BANK = {
  bankAccountType: 'Savings',
  routingNumber: '021000021',
  accountNumber: '123456789',
  accountHolderName: 'Olivia Owner',
  description: 'Savings',
  isReadOnly: false,
  hasAllInfoNeeded: true,
  paymentSourceType: 'BankAccount',
  isDefaultForRecurring: true,
};
const CARD = { expirationDate: '1229', providerId: '2', token: 'TA1234567812345678', txnAuth: 'AUTH1' };

/** A body each call would take, with every field there: what the edge sweep varies part by part. */
const GOOD: Record<string, unknown> = {
  searchBook: {
    agentNumbers: ['10001'],
    companyCode: 'EPL',
    deliveryMethod: 'ConsumerGeneral',
    partyTaxId: '123456789',
    policyNumber: 'L100',
    validFrom: '2026-01-01T00:00:00.000Z',
    validTo: '2026-12-31T00:00:00.000Z',
    lifeCycleStatuses: ['WaitingAcceptance'],
    includeApprovalStatus: true,
    partyName: 'olivia',
    sortFields: [{ columnName: 'ValidFrom', columnOrder: 'Descending' }],
    take: 20,
    skip: 0,
  },
  giveConsent: { disclosureVersion: 'e-records-2026-11' },
  declineConsent: { disclosureVersion: 'e-records-2026-11' },
  createAgentChangeRequest: 'Please correct the birth date.',
  createChangeRequest: 'Please change the beneficiary.',
  createComment: 'When is my first payment due?',
  createBgaComment: 'Approved on my side.',
  acceptCase: {
    typedName: 'Olivia Owner',
    documents: [{ documentId: 'D-100001-1', sha256: 'ab'.repeat(32) }],
  },
  acceptDocument: {
    newStatus: 'Declined',
    declinationNote: 'Not what I asked for',
    answers: [{ questionId: 'newIssueDate', value: '12/01/2026', policyIndex: 0 }],
  },
  completeDocument: {
    answers: [
      { questionId: 'mightDiscontinue', value: 'no' },
      { questionId: 'mightFinance', value: 'no' },
      { questionId: 'replacementReason', value: 'Better terms' },
      { questionId: 'policyNumber', value: 'OLD-1', policyIndex: 0 },
      { questionId: 'insuredName', value: 'Olivia Owner', policyIndex: 0 },
      { questionId: 'insurerName', value: 'Other Life', policyIndex: 0 },
    ],
  },
  initialPayment: {
    billingFrequency: 'Monthly',
    paymentMethodType: 'BankAccount',
    bankAccount: BANK,
    cardToken: CARD,
    recurringOption: 'NewPaymentMethod',
    paymentAmount: 167.5,
  },
  recurringPayment: { paymentMethodType: 'BankAccount', bankAccount: BANK, cardToken: CARD },
  acknowledgeDelivery: { emailAddress: ANNA },
  registerUnauthenticated: { emailAddress: ANNA },
};

/** Random agent numbers are someone else's book (403 before anything else): searched as Alex's own. */
const inContext = (name: CallName, value: unknown): unknown =>
  name === 'searchBook' && typeof value === 'object' && value !== null && 'agentNumbers' in value
    ? { ...value, agentNumbers: ['10001'] }
    : value;

const sb = startTestSandbox();
const tokens: Record<Who, Tokens> = {
  olivia: { session: null, caseToken: null },
  anna: { session: null, caseToken: null },
  alex: { session: null, caseToken: null },
  bea: { session: null, caseToken: null },
  nobody: { session: null, caseToken: null },
};

beforeAll(async () => {
  [tokens.olivia, tokens.anna, tokens.alex, tokens.bea] = await Promise.all([
    sb.customer(OLIVIA),
    sb.customer(ANNA),
    sb.agent('10001'),
    sb.agent('20001'),
  ]);
});

/** Each request from another local address, so no caller's failure count shapes the answers. */
let sent = 0;
const nextAddress = () => `127.0.0.${2 + (sent++ % 250)}`;

/**
 * Sends one request and checks the two properties: no 5xx, and a refusal leaves the case as it was.
 * A success is undone (the case put back), so every run meets the same case.
 */
async function probe(
  name: CallName,
  request: {
    params?: Record<string, string>;
    json?: unknown;
    raw?: string;
    headers?: Record<string, string>;
  },
): Promise<CallResult> {
  const setup: { who: Who; params: Record<string, string> } = SETUP[name];
  const params = request.params ?? setup.params;
  const caseId = 'caseId' in params ? params.caseId : undefined;
  const before =
    caseId === undefined ? null : await sb.request('GET', `/__sandbox/cases/${encodeURIComponent(caseId)}`);
  const result = await sb.request(
    CALLS[name].method,
    `/api/${CALLS[name].path.replace(/:([A-Za-z]+)/g, (_, p: string) => encodeURIComponent(params[p] ?? ''))}`,
    {
      tokens: tokens[setup.who],
      from: nextAddress(),
      ...(request.json === undefined ? {} : { json: request.json }),
      ...(request.raw === undefined ? {} : { raw: request.raw }),
      headers: request.headers ?? {},
    },
  );
  const what = `${name} ${JSON.stringify(request).slice(0, 300)}`;
  expect(result.status, `${what} answered ${result.text.slice(0, 200)}`).toBeLessThan(500);
  if (before?.status === 200) {
    const after = await sb.request('GET', `/__sandbox/cases/${encodeURIComponent(caseId ?? '')}`);
    if (result.status >= 400)
      expect(after.body, `${what} was refused but changed the case`).toEqual(before.body);
    else if (JSON.stringify(after.body) !== JSON.stringify(before.body))
      await sb.request('PUT', `/__sandbox/cases/${encodeURIComponent(caseId ?? '')}`, { json: before.body });
  }
  return result;
}

const withBody = (Object.keys(CALLS) as CallName[]).filter((name) => 'request' in CALLS[name]);
const postsWithoutBody = (Object.keys(CALLS) as CallName[]).filter(
  (name) => !('request' in CALLS[name]) && CALLS[name].method === 'POST',
);
const schemaOf = (name: CallName) => (CALLS[name] as { request: Parameters<typeof validFrom>[0] }).request;

describe(`requests fuzzed from the schemas (${RUNS} runs a property)`, () => {
  for (const name of withBody) {
    it(`${name}: bodies its schema accepts, and near misses of them`, { timeout: TIMEOUT }, async () => {
      const schema = schemaOf(name);
      expect(v.is(schema, GOOD[name]), `GOOD.${name} must pass its schema`).toBe(true);
      const edges = edgeCasesOf(GOOD[name]).map((json) => [json] as [unknown]);
      await fc.assert(
        fc.asyncProperty(fc.oneof(validFrom(schema), nearMissFrom(schema)), async (json) => {
          await probe(name, { json: inContext(name, json) });
        }),
        // Besides the random runs: each part of a good body tried with null, 1e300, 60,000 characters, {}
        // (fast-check counts the examples among the runs.)
        { numRuns: RUNS * 2 + edges.length, examples: edges },
      );
    });
  }

  it('calls that take no body: any body is refused, and changes nothing', { timeout: TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...postsWithoutBody), junkBody, async (name, body) => {
        const result = await probe(name, body);
        if (result.status < 300) throw new Error(`${name} took a body: ${body.raw.slice(0, 80)}`);
      }),
      { numRuns: RUNS * 4 },
    );
  });

  it('every call: path parameters of any text', { timeout: TIMEOUT }, async () => {
    const withParams = (Object.keys(CALLS) as CallName[]).filter((name) => CALLS[name].path.includes(':'));
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constantFrom(
        '..',
        '%',
        '%2F..%2F',
        '__proto__',
        'constructor',
        '-1',
        '1e300',
        ' ',
        '\u0000',
        'x'.repeat(2000),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...withParams), fc.nat(), text, async (name, index, value) => {
        const params: Record<string, string> = { ...(SETUP[name].params as Record<string, string>) };
        const names = [...CALLS[name].path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
        params[names[index % names.length] as string] = value;
        await probe(name, { params });
      }),
      { numRuns: RUNS * 4 },
    );
  });

  it('login: any Authorization header', { timeout: TIMEOUT }, async () => {
    // What a header may carry at all: visible ASCII, space and Latin-1 (not DEL, not controls).
    const latin1 = fc.string({
      unit: fc
        .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
        .map((c) => String.fromCharCode(c)),
      maxLength: 200,
    });
    const header = fc.oneof(
      latin1,
      fc.string({ unit: 'binary', maxLength: 200 }).map((s) => `Basic ${Buffer.from(s).toString('base64')}`),
      fc
        .tuple(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.string({ maxLength: 80 }))
        .map(([email, password]) => `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`),
      fc.constantFrom('Basic', 'Basic ', 'Basic ====', `Basic ${'A'.repeat(8000)}`, 'Bearer x'),
    );
    await fc.assert(
      fc.asyncProperty(header, async (Authorization) => {
        await probe('login', { headers: { Authorization } });
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('payments: any Idempotency-Key', { timeout: TIMEOUT }, async () => {
    const key = fc.oneof(
      fc.string({
        unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
        maxLength: 100,
      }),
      fc.constantFrom('x'.repeat(10_000), ' ', '%00'),
    );
    const body = validFrom(schemaOf('initialPayment'));
    await fc.assert(
      fc.asyncProperty(key, body, async (idempotencyKey, json) => {
        await probe('initialPayment', { json, headers: { 'Idempotency-Key': idempotencyKey } });
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('telemetry: batches its schema accepts, and near misses of them', { timeout: TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          validFrom(TelemetryBatch).map((json): { json?: unknown; raw?: string } => ({ json })),
          nearMissFrom(TelemetryBatch).map((json): { json?: unknown; raw?: string } => ({ json })),
          junkBody,
        ),
        async (body) => {
          const result = await sb.request('POST', '/api/telemetry', { from: nextAddress(), ...body });
          expect(result.status).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });
});

/** One node of a generated page tree: object `index + 2` (object 1 is the catalog, 2 the root). */
interface TreeNode {
  kind: 'Pages' | 'Page' | 'Other';
  kids: number[];
  count: string;
}

const treeNode = fc.record({
  kind: fc.constantFrom<TreeNode['kind']>('Pages', 'Pages', 'Page', 'Other'),
  kids: fc.array(fc.nat({ max: 40 }), { maxLength: 5 }),
  count: fc.oneof(
    fc.nat().map(String),
    fc.constantFrom('2147483648', '-1', '1e300', '99999999999999999999', '0', 'null'),
  ),
});

function treePdf(nodes: TreeNode[], nesting: number): Uint8Array {
  const ref = (i: number) => `${(i % nodes.length) + 2} 0 R`;
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    ...nodes.map((n) =>
      n.kind === 'Pages'
        ? `<< /Type /Pages /Kids [${n.kids.map(ref).join(' ')}] /Count ${n.count} >>`
        : n.kind === 'Page'
          ? `<< /Type /Page /MediaBox [0 0 612 792] /Odd ${'['.repeat(nesting)}${']'.repeat(nesting)} >>`
          : `<< /Type /Font /Kids [${n.kids.map(ref).join(' ')}] >>`,
    ),
  ]);
}

/**
 * What the parser must answer, worked out without it: the tree walked from the root, each object
 * met once at most (a second meeting, a cycle or a branch listed twice, refuses the file), pages
 * counted; no page, or a root that is not a page tree, is unreadable.
 */
function expectedOf(nodes: TreeNode[]): { ok: true; pageCount: number } | { ok: false; reason: string } {
  // `1e300` is no PDF number: the node holding it does not parse, and a reader skips it.
  const kindOf = (n: TreeNode | undefined) =>
    n?.kind === 'Pages' && n.count === '1e300' ? 'Other' : n?.kind;
  if (kindOf(nodes[0]) !== 'Pages') return { ok: false, reason: 'unreadable' };
  const seen = new Set<number>();
  const waiting = [0];
  let pages = 0;
  while (waiting.length > 0) {
    const at = waiting.pop() as number;
    if (seen.has(at)) return { ok: false, reason: 'revisits' };
    seen.add(at);
    const node = nodes[at] as TreeNode;
    if (kindOf(node) === 'Page') pages += 1;
    if (kindOf(node) === 'Pages') waiting.push(...node.kids.map((k) => k % nodes.length).reverse());
  }
  return pages === 0 ? { ok: false, reason: 'unreadable' } : { ok: true, pageCount: pages };
}

/** A generous time per input: the worker's own limit, so no input can hold the test. */
const PDF_BUDGET = { ...MARKED_PAGES_BUDGET, timeLimitMs: 20_000 };
const PDF_TIMEOUT = TIMEOUT + RUNS * 4 * PDF_BUDGET.timeLimitMs;

describe(`decision 380: the PDF parser on hostile files (${RUNS} runs a property)`, () => {
  it('page trees of any shape: cycles, branches listed twice, lying counts', {
    timeout: PDF_TIMEOUT,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(treeNode, { minLength: 1, maxLength: 30 }), async (nodes) => {
        const opened = await inspectPdf(treePdf(nodes, 1), PDF_BUDGET);
        const expected = expectedOf(nodes);
        expect(opened.ok ? { ok: true, pageCount: opened.pageCount } : opened).toEqual(expected);
      }),
      {
        numRuns: RUNS * 2,
        examples: [
          [[{ kind: 'Pages', kids: [0], count: '1' }]],
          [
            [
              { kind: 'Pages', kids: [1, 1], count: '2147483648' },
              { kind: 'Page', kids: [], count: '0' },
            ],
          ],
        ],
      },
    );
  });

  it('the doubling tree at any depth is refused at its first repeat', { timeout: PDF_TIMEOUT }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 60 }), async (depth) => {
        expect(await inspectPdf(doublingTree(depth), PDF_BUDGET)).toEqual({ ok: false, reason: 'revisits' });
      }),
      { numRuns: RUNS, examples: [[22], [24], [60]] },
    );
  });

  it('deep nesting inside a page: opened when shallow, refused when deep', {
    timeout: PDF_TIMEOUT,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 100, max: 20_000 })),
        async (depth) => {
          const opened = await inspectPdf(deeplyNested(depth), PDF_BUDGET);
          if (depth <= 40) expect(opened).toMatchObject({ ok: true, pageCount: 1 });
          else expect(opened.ok ? 'opened' : opened.reason).toMatch(/^(too-deep|unreadable)$/);
        },
      ),
      { numRuns: RUNS, examples: [[100_000]] },
    );
  });

  it('any bytes changed or cut off: an answer, never a crash or a hang', {
    timeout: PDF_TIMEOUT,
  }, async () => {
    const good = activeContentPdf();
    const damage = fc.record({
      flips: fc.array(fc.tuple(fc.nat({ max: good.byteLength - 1 }), fc.integer({ min: 0, max: 255 })), {
        maxLength: 20,
      }),
      cut: fc.nat({ max: good.byteLength }),
    });
    await fc.assert(
      fc.asyncProperty(damage, async ({ flips, cut }) => {
        const bytes = new Uint8Array(good);
        for (const [at, value] of flips) bytes[at] = value;
        const opened = await inspectPdf(bytes.subarray(0, Math.max(cut, 5)), PDF_BUDGET);
        if (opened.ok) expect(opened.pageCount).toBeGreaterThan(0);
        else expect(opened.reason).not.toBe('too-slow');
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
