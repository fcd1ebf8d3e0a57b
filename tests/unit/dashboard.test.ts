import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { dashboardMachine } from '../../machines/dashboard.ts';
import { ApiError } from '../../src/api/errors.ts';
import type { DashboardResponse } from '../../src/api/schemas/case.ts';
import { LIFE_CYCLE_STATUSES, type LifeCycleStatus } from '../../src/api/schemas/enums.ts';
import { DASHBOARD_TEXTS_ES } from '../../src/domain/journey/dashboardTexts.es.ts';
import type { DASHBOARD_TEXTS } from '../../src/domain/journey/dashboardTexts.ts';
import {
  statusInWords,
  statusName,
  TILE_ROUTES,
  tileTarget,
  tileText,
} from '../../src/domain/journey/dashboardTiles.ts';

const tile = (lifeCycleStatus: LifeCycleStatus, isAnnuity = false, partyId: string | null = 'P-1') => ({
  caseId: '100001',
  policyNumber: 'L1000001',
  lifeCycleStatus,
  isAnnuity,
  partyId,
});

describe('dashboard tile text (SPEC §2)', () => {
  it('uses the exact sentences for the three named statuses', () => {
    expect(tileText(tile('WaitingAcceptance'))).toEqual({
      text: 'L1000001 is waiting your review',
      icon: 'file',
    });
    expect(tileText(tile('WaitingCompletion')).text).toBe('You have completed your review of L1000001');
    expect(tileText(tile('WaitingDeliveryConfirmation')).text).toBe(
      'L1000001 is waiting your Delivery Confirmation',
    );
  });

  it('shows the policy and its status in words otherwise', () => {
    expect(tileText(tile('Complete')).text).toBe('L1000001 Complete');
    expect(tileText(tile('BgaChangeRequested')).text).toBe('L1000001 Bga Change Requested');
    expect(statusInWords('RevertedToPaper')).toBe('Reverted To Paper');
  });

  it('marks a complete case with the check, not the clock of a case that still waits (decision 432)', () => {
    expect(tileText(tile('Complete')).icon).toBe('check');
    expect(tileText(tile('BgaChangeRequested')).icon).toBe('status');
  });
});

describe('dashboard tile routes', () => {
  it('opens DocumentReview with caseId and partyId for WaitingAcceptance', () => {
    expect(tileTarget(tile('WaitingAcceptance'), null)).toEqual({
      name: 'DocumentReview',
      params: { caseId: '100001' },
      search: { partyId: 'P-1' },
    });
  });

  it('falls back to the case token party when the case names none', () => {
    expect(tileTarget(tile('WaitingAcceptance', false, null), 'P-9').search).toEqual({ partyId: 'P-9' });
    expect(tileTarget(tile('WaitingAcceptance', false, null), null).search).toEqual({});
  });

  it('sends annuities awaiting delivery confirmation and completed cases to their confirmation', () => {
    expect(tileTarget(tile('WaitingDeliveryConfirmation', true), null).name).toBe('AnnuityConfirmation');
    expect(tileTarget(tile('Complete', false), null)).toEqual({
      name: 'Confirmation',
      params: { caseId: '100001' },
    });
    expect(tileTarget(tile('Complete', true), null).name).toBe('AnnuityConfirmation');
    expect(tileTarget(tile('WaitingCompletion', false), null).name).toBe('Confirmation');
  });

  it('has a route for every lifeCycleStatus', () => {
    expect(Object.keys(TILE_ROUTES).sort()).toEqual([...LIFE_CYCLE_STATUSES].sort());
  });
});

describe('dashboard machine', () => {
  it('loads, and on failure keeps the kind of failure until a retry succeeds', async () => {
    let calls = 0;
    const machine = dashboardMachine.provide({
      actors: {
        loadDashboard: fromPromise<DashboardResponse>(async () => {
          calls += 1;
          if (calls === 1)
            throw new ApiError('The server could not be reached.', {
              code: 'Network',
              status: null,
              call: 'dashboard',
            });
          return { agreementAuthToken: 't', cases: [] };
        }),
      },
    });
    const actor = createActor(machine).start();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toBe('network');
    actor.send({ type: 'dashboard.retry' });
    const loaded = await waitFor(actor, (s) => s.matches('loaded'));
    expect(loaded.context.dashboard).toEqual({ agreementAuthToken: 't', cases: [] });
    expect(calls).toBe(2);
  });
});

describe('dashboardTiles.ts: every tile, its icon, its status words and its screen', () => {
  const drawn = ['file', 'check', 'delivery', 'status'];

  it('shows an icon it can draw on every tile, the file icon on one waiting review (SPEC §2)', () => {
    expect(tileText(tile('WaitingAcceptance')).icon).toBe('file');
    for (const status of LIFE_CYCLE_STATUSES) expect(drawn).toContain(tileText(tile(status)).icon);
  });

  it('names the status in the dashboard language, not split from its English name', () => {
    // What useTexts hands the Spanish dashboard (textsIn: the Spanish catalog in the English one's place).
    const es = DASHBOARD_TEXTS_ES as unknown as typeof DASHBOARD_TEXTS;
    expect(tileText(tile('Complete'), es).text).toBe('L1000001 Completa');
    expect(statusName('BgaChangeRequested', es)).toBe('Cambio solicitado por la BGA');
  });

  it('opens the screen decision 005 names for every status, life and annuity', () => {
    const confirmation = { life: 'Confirmation', annuity: 'AnnuityConfirmation' };
    const expected: Record<LifeCycleStatus, { life: string; annuity: string }> = {
      WaitingAcceptance: { life: 'DocumentReview', annuity: 'DocumentReview' },
      WaitingCompletion: confirmation,
      Complete: confirmation,
      WaitingDeliveryConfirmation: { life: 'AnnuityConfirmation', annuity: 'AnnuityConfirmation' },
      Initialized: { life: 'DocumentReview', annuity: 'DocumentReview' },
      WaitingApproval: { life: 'DocumentReview', annuity: 'DocumentReview' },
      WaitingRelease: { life: 'DocumentReview', annuity: 'DocumentReview' },
      RevertedToPaper: { life: 'DocumentReview', annuity: 'DocumentReview' },
      Canceled: { life: 'DocumentReview', annuity: 'DocumentReview' },
      ReissueRequested: { life: 'DocumentReview', annuity: 'DocumentReview' },
      ChangeRequested: { life: 'DocumentReview', annuity: 'DocumentReview' },
      AgentChangeRequested: { life: 'DocumentReview', annuity: 'DocumentReview' },
      BgaChangeRequested: { life: 'DocumentReview', annuity: 'DocumentReview' },
      Unknown: { life: 'DocumentReview', annuity: 'DocumentReview' },
    };
    for (const status of LIFE_CYCLE_STATUSES) {
      expect(
        {
          life: tileTarget(tile(status, false), null).name,
          annuity: tileTarget(tile(status, true), null).name,
        },
        status,
      ).toEqual(expected[status]);
    }
  });
});
