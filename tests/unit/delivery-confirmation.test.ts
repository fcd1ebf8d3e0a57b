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
import type { Case, SuccessResponse } from '../../src/api/schemas/case.ts';
import type { ViewerRole } from '../../src/domain/documents.ts';
import type { RouteTarget } from '../../src/domain/routeNames.ts';
import { reviewCase } from './document-fixtures.ts';

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
  acknowledge?: () => Promise<SuccessResponse>;
  register?: () => Promise<boolean>;
  recordEvent?: () => Promise<void>;
}

function start(input: DeliveryConfirmationInput, options: Options = {}) {
  const navigations: RouteTarget[] = [];
  const tracked: DeliveryTrackingEvent[] = [];
  const acknowledged: (DeliveryLink | null)[] = [];
  let left = 0;
  const machine = deliveryConfirmationMachine.provide({
    actors: {
      loadContract: fromPromise<ContractLoad, { caseId: string; role: ViewerRole }>(async () => ({
        case: options.caseData ?? annuity(),
        documents: [],
      })),
      acknowledge: fromPromise<SuccessResponse, { caseId: string; link: DeliveryLink | null }>(
        async ({ input: i }) => {
          acknowledged.push(i.link);
          return (options.acknowledge ?? (async () => ({ isSuccessful: true })))();
        },
      ),
      register: fromPromise<boolean, { caseId: string; link: DeliveryLink | null }>(() =>
        (options.register ?? (async () => true))(),
      ),
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
  return { actor, navigations, tracked, acknowledged, left: () => left };
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
  it('a refused link shows the failure and can be tried again', async () => {
    let calls = 0;
    const run = start(link, {
      acknowledge: async () => {
        calls += 1;
        if (calls === 1) throw forbidden();
        return { isSuccessful: true };
      },
    });
    await waitFor(run.actor, settled);
    expect(selectOutcome(run.actor.getSnapshot())).toBe('failed');
    run.actor.send({ type: 'delivery.retry' });
    await waitFor(run.actor, (s) => s.status === 'done');
    expect(selectOutcome(run.actor.getSnapshot())).toBe('confirmed');
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
    const life = start(signedIn, { caseData: annuity({ isAnnuity: false }) });
    await waitFor(life.actor, settled);
    expect(life.navigations).toEqual([{ name: 'Confirmation', params: { caseId: '200001' }, replace: true }]);
  });
});
