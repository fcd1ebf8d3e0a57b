import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type ContractLoad,
  type DeliveryConfirmationInput,
  type DeliveryLink,
  type DeliveryTrackingEvent,
  deliveryConfirmationMachine,
  selectOutcome,
} from '../../machines/deliveryConfirmation.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { Case, DeliveryAcknowledgeResponse } from '../../src/api/schemas/case.ts';
import type { ViewerRole } from '../../src/domain/documents/documents.ts';
import { SPEC_TEXTS } from '../../src/domain/failureTexts.ts';
import type { RouteTarget } from '../../src/domain/routeNames.ts';
import { message } from '../../src/i18n/message.ts';
import { rawMessage } from '../../src/i18n/rawText.ts';
import { documentInfo, reviewCase } from './document-fixtures.ts';

const annuity = (over: Partial<Case> = {}): Case =>
  reviewCase({
    caseId: '200001',
    isAnnuity: true,
    productType: 'Annuity',
    lifeCycleStatus: 'WaitingDeliveryConfirmation',
    partyId: 'p-anna',
    parties: [
      {
        id: 'p-anna',
        displayName: 'Anna Annuitant',
        emailAddress: 'anna@example.com',
        roles: ['Owner', 'Annuitant'],
      },
    ],
    acceptances: [],
    deliveryConfirmations: [{ partyId: 'p-anna', confirmationKey: 'DC-KEY' }],
    ...over,
  });

const forbidden = () =>
  new ApiError('This confirmation link is not valid for this case.', {
    code: 'Forbidden',
    status: 403,
    call: 'acknowledgeDelivery',
  });

interface Options {
  caseData?: Case;
  /** The n-th load's answer (1-based), when the loads differ; else caseData. */
  load?: (n: number) => Promise<ContractLoad>;
  acknowledge?: () => Promise<DeliveryAcknowledgeResponse>;
  register?: () => Promise<boolean>;
  recordEvent?: () => Promise<void>;
}

function start(input: DeliveryConfirmationInput, options: Options = {}) {
  const navigations: RouteTarget[] = [];
  const tracked: DeliveryTrackingEvent[] = [];
  const acknowledged: (DeliveryLink | null)[] = [];
  const loads: { caseId: string; role: ViewerRole }[] = [];
  const registrations: { caseId: string; link: DeliveryLink | null }[] = [];
  let left = 0;
  const machine = deliveryConfirmationMachine.provide({
    actors: {
      loadContract: fromPromise<ContractLoad, { caseId: string; role: ViewerRole }>(async ({ input: i }) => {
        loads.push(i);
        if (options.load) return options.load(loads.length);
        return { case: options.caseData ?? annuity(), documents: [] };
      }),
      acknowledge: fromPromise<DeliveryAcknowledgeResponse, { caseId: string; link: DeliveryLink | null }>(
        async ({ input: i }) => {
          acknowledged.push(i.link);
          return (options.acknowledge ?? (async () => ({ isSuccessful: true })))();
        },
      ),
      register: fromPromise<boolean, { caseId: string; link: DeliveryLink | null }>(({ input: i }) => {
        registrations.push(i);
        return (options.register ?? (async () => true))();
      }),
      recordEvent: fromPromise<void, DeliveryTrackingEvent>(async ({ input: event }) => {
        tracked.push(event);
        await (options.recordEvent ?? (async () => {}))();
      }),
    },
    actions: {
      navigate: (_, target) => navigations.push(target),
      track: (_, event) => tracked.push(event),
      openAccountLogin: () => {
        left += 1;
      },
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, navigations, tracked, acknowledged, loads, registrations, left: () => left };
}

const link = {
  variant: 'link' as const,
  caseId: '200001',
  confirmationKey: 'DC-KEY',
  emailAddress: 'anna@example.com',
};
const settled = (s: { status: string; value: unknown }) =>
  s.status === 'done' ||
  (typeof s.value === 'string' && ['notConfirmed', 'notRegistered', 'failed'].includes(s.value));

describe('deliveryConfirmation: the link', () => {
  it('acknowledges on load with the key and e-mail and shows the welcome', async () => {
    const run = start(link);
    await waitFor(run.actor, settled);
    expect(selectOutcome(run.actor.getSnapshot())).toBe('confirmed');
    expect(run.acknowledged).toEqual([{ confirmationKey: 'DC-KEY', emailAddress: 'anna@example.com' }]);
  });
  it('a refused link shows the failure and is not asked again: the same link is refused again (decision 424)', async () => {
    let calls = 0;
    const run = start(link, {
      acknowledge: async () => {
        calls += 1;
        throw forbidden();
      },
    });
    await waitFor(run.actor, settled);
    expect(selectOutcome(run.actor.getSnapshot())).toBe('failed');
    expect(run.actor.getSnapshot().context.retryHelps).toBe(false);
    run.actor.send({ type: 'delivery.retry' });
    expect(selectOutcome(run.actor.getSnapshot())).toBe('failed');
    expect(calls).toBe(1);
  });
  it('a link that failed otherwise can be tried again, and the confirmation names the contract', async () => {
    let calls = 0;
    const contract = { policyNumber: 'A2000001', plob: null, isAnnuity: true };
    const run = start(link, {
      acknowledge: async () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError('Server error', {
            code: 'ServerError',
            status: 500,
            call: 'acknowledgeDelivery',
          });
        return { isSuccessful: true, contract };
      },
    });
    await waitFor(run.actor, settled);
    expect(run.actor.getSnapshot().context.retryHelps).toBe(true);
    run.actor.send({ type: 'delivery.retry' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(selectOutcome(run.actor.getSnapshot())).toBe('confirmed');
    expect(run.actor.getSnapshot().context.contract).toEqual(contract);
  });
  it('an answer with isSuccessful false is a failure', async () => {
    const run = start(link, { acknowledge: async () => ({ isSuccessful: false }) });
    await waitFor(run.actor, settled);
    expect(selectOutcome(run.actor.getSnapshot())).toBe('failed');
  });
});

describe('deliveryConfirmation: unregistered', () => {
  const unregistered = { ...link, variant: 'unregistered' as const };
  it('registers, records the event (no key, no e-mail) and then leaves for the account site', async () => {
    const run = start(unregistered);
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(selectOutcome(run.actor.getSnapshot())).toBe('leaving');
    expect(run.tracked).toEqual([
      { name: 'DeliveryConfirmationRegistered', properties: { caseId: '200001' } },
    ]);
    expect(run.left()).toBe(1);
    // SPEC §2 / docs/api.md registerUnauthenticated: the link's case, key and e-mail are what is checked.
    expect(run.registrations).toEqual([
      { caseId: '200001', link: { confirmationKey: 'DC-KEY', emailAddress: 'anna@example.com' } },
    ]);
  });
  it('leaves for the account site even when the event cannot be sent', async () => {
    const run = start(unregistered, {
      recordEvent: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(run.left()).toBe(1);
  });
  it('a false answer records a failure event and shows the failure', async () => {
    const run = start(unregistered, { register: async () => false });
    await waitFor(run.actor, settled);
    expect(selectOutcome(run.actor.getSnapshot())).toBe('failed');
    expect(run.tracked).toEqual([
      { name: 'DeliveryConfirmationRegistrationFailed', properties: { caseId: '200001', reason: 'refused' } },
    ]);
    expect(run.left()).toBe(0);
  });
  it('a refused link records the failure with its kind', async () => {
    const run = start(unregistered, {
      register: async () => {
        throw forbidden();
      },
    });
    await waitFor(run.actor, settled);
    expect(run.tracked[0]).toEqual({
      name: 'DeliveryConfirmationRegistrationFailed',
      properties: { caseId: '200001', reason: 'forbidden' },
    });
    expect(JSON.stringify(run.tracked)).not.toMatch(/DC-KEY|anna@example\.com/);
    // The same link is refused again: no 'Try again' is offered, and a retry registers nothing (decision 424).
    expect(selectOutcome(run.actor.getSnapshot())).toBe('failed');
    expect(run.actor.getSnapshot().context.retryHelps).toBe(false);
    run.actor.send({ type: 'delivery.retry' });
    expect(selectOutcome(run.actor.getSnapshot())).toBe('failed');
    expect(run.registrations).toHaveLength(1);
  });
  it('a registration that failed otherwise can be tried again, and then leaves for the account site', async () => {
    let calls = 0;
    const run = start(unregistered, {
      register: async () => {
        calls += 1;
        if (calls === 1)
          throw new ApiError('Server error', {
            code: 'ServerError',
            status: 500,
            call: 'registerUnauthenticated',
          });
        return true;
      },
    });
    await waitFor(run.actor, settled);
    expect(selectOutcome(run.actor.getSnapshot())).toBe('failed');
    expect(run.actor.getSnapshot().context.retryHelps).toBe(true);
    run.actor.send({ type: 'delivery.retry' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(selectOutcome(run.actor.getSnapshot())).toBe('leaving');
    expect(run.registrations).toHaveLength(2);
    expect(run.left()).toBe(1);
  });
});

describe('deliveryConfirmation: signed in', () => {
  const signedIn = { variant: 'signedIn' as const, caseId: '200001', role: 'customer' as const };
  it('acknowledges as the signed-in customer when the case waits for them', async () => {
    const run = start(signedIn);
    await waitFor(run.actor, settled);
    expect(selectOutcome(run.actor.getSnapshot())).toBe('confirmed');
    expect(run.acknowledged).toEqual([null]);
  });
  it('only shows the contract when nothing waits for confirmation', async () => {
    const run = start(signedIn, { caseData: annuity({ lifeCycleStatus: 'Complete' }) });
    await waitFor(run.actor, settled);
    expect(selectOutcome(run.actor.getSnapshot())).toBe('shown');
    expect(run.acknowledged).toEqual([]);
  });
  it('does not acknowledge for a customer who holds no delivery confirmation', async () => {
    const run = start(signedIn, { caseData: annuity({ deliveryConfirmations: [] }) });
    await waitFor(run.actor, settled);
    expect(selectOutcome(run.actor.getSnapshot())).toBe('shown');
  });
  it('sends an agent to the agent annuity confirmation and a life case to Confirmation', async () => {
    const agent = start({ ...signedIn, role: 'agent' });
    await waitFor(agent.actor, settled);
    expect(agent.navigations).toEqual([
      { name: 'AgentConfirmationAnnuity', params: { caseId: '200001' }, replace: true },
    ]);
    expect(selectOutcome(agent.actor.getSnapshot())).toBe('leaving');
    const life = start(signedIn, { caseData: annuity({ isAnnuity: false }) });
    await waitFor(life.actor, settled);
    expect(life.navigations).toEqual([{ name: 'Confirmation', params: { caseId: '200001' }, replace: true }]);
  });
});

describe('deliveryConfirmation: signed in, the contract on screen', () => {
  const signedIn = { variant: 'signedIn' as const, caseId: '200001', role: 'customer' as const };
  const signedPolicy = {
    ...documentInfo({ caseId: '200001', documentType: 'SignedPolicy' }),
    content: 'JVBERi0=',
  };

  it('nothing to confirm: shows the case and its signed documents, with its status, asked for as the customer', async () => {
    const complete = annuity({ lifeCycleStatus: 'Complete' });
    const run = start(signedIn, { load: async () => ({ case: complete, documents: [signedPolicy] }) });
    await waitFor(run.actor, settled);
    const { context } = run.actor.getSnapshot();
    expect(selectOutcome(run.actor.getSnapshot())).toBe('shown');
    expect(context.case).toEqual(complete);
    expect(context.documents).toEqual([signedPolicy]);
    expect(context.statusUnknown).toBe(false);
    expect(run.loads).toEqual([{ caseId: '200001', role: 'customer' }]);
  });

  it('shows the contract while confirming, then the case as it is after (Complete), read again', async () => {
    let answer: (value: DeliveryAcknowledgeResponse) => void = () => {};
    const run = start(signedIn, {
      load: async (n) => ({
        case: annuity({ lifeCycleStatus: n === 1 ? 'WaitingDeliveryConfirmation' : 'Complete' }),
        documents: [signedPolicy],
      }),
      acknowledge: () => new Promise((resolve) => (answer = resolve)),
    });
    await waitFor(run.actor, () => run.acknowledged.length === 1);
    expect(selectOutcome(run.actor.getSnapshot())).toBe('working');
    expect(run.actor.getSnapshot().context.case?.lifeCycleStatus).toBe('WaitingDeliveryConfirmation');
    expect(run.actor.getSnapshot().context.documents).toEqual([signedPolicy]);
    answer({ isSuccessful: true });
    await waitFor(run.actor, settled);
    const { context } = run.actor.getSnapshot();
    expect(selectOutcome(run.actor.getSnapshot())).toBe('confirmed');
    expect(context.case?.lifeCycleStatus).toBe('Complete');
    expect(context.statusUnknown).toBe(false);
    expect(run.loads).toEqual([
      { caseId: '200001', role: 'customer' },
      { caseId: '200001', role: 'customer' },
    ]);
  });

  it('confirmed stays confirmed when the case cannot be read again: the contract stays, its old status is not shown', async () => {
    const waiting = annuity();
    const run = start(signedIn, {
      load: async (n) => {
        if (n > 1) throw new TypeError('Failed to fetch');
        return { case: waiting, documents: [signedPolicy] };
      },
    });
    await waitFor(run.actor, settled);
    const { context } = run.actor.getSnapshot();
    expect(selectOutcome(run.actor.getSnapshot())).toBe('confirmed');
    expect(context.case).toEqual(waiting);
    expect(context.statusUnknown).toBe(true);
    expect(run.loads).toHaveLength(2);
  });

  it("a case that cannot be found says 'Case not found!' and is the end: no retry", async () => {
    const run = start(signedIn, {
      load: async () => {
        throw new ApiError('Not found', { code: 'CaseNotFound', status: 404, call: 'getCase' });
      },
    });
    await waitFor(run.actor, settled);
    expect(selectOutcome(run.actor.getSnapshot())).toBe('loadDenied');
    expect(run.actor.getSnapshot().context.loadError).toEqual(message(SPEC_TEXTS, 'caseNotFound'));
    // Asking again gets the same answer: the screen ends here, with the way home.
    expect(run.actor.getSnapshot().status).toBe('done');
    expect(run.loads).toHaveLength(1);
  });

  it('a load without an answer says so; Try again loads again and shows the contract', async () => {
    let release: () => void = () => {};
    const run = start(signedIn, {
      load: async (n) => {
        if (n === 1)
          throw new ApiError('The service did not answer.', {
            code: 'Network',
            status: null,
            call: 'getCase',
          });
        await new Promise<void>((resolve) => (release = resolve));
        return { case: annuity({ lifeCycleStatus: 'Complete' }), documents: [signedPolicy] };
      },
    });
    await waitFor(run.actor, settled);
    expect(selectOutcome(run.actor.getSnapshot())).toBe('loadFailed');
    expect(run.actor.getSnapshot().context.loadError).toEqual(rawMessage('The service did not answer.'));
    run.actor.send({ type: 'delivery.retry' });
    expect(selectOutcome(run.actor.getSnapshot())).toBe('working');
    await waitFor(run.actor, () => run.loads.length === 2);
    release();
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(selectOutcome(run.actor.getSnapshot())).toBe('shown');
    expect(run.actor.getSnapshot().context.loadError).toBeNull();
  });
});
