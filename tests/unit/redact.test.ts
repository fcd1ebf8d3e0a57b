import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from '../../src/telemetry/redact.ts';

describe('redactSecrets', () => {
  it('replaces secret and personal values at any depth and keeps the rest', () => {
    const ref = new (class ActorRef {
      id = 'card-D-100001-1';
    })();
    const input = {
      type: 'login.edit',
      field: 'email',
      value: 'x',
      fields: { email: 'olivia.owner@example.com', password: 'Demo-2026!', agentNumber: '10001' },
      session: { sessionToken: 'eyJ…', caseToken: 'eyJ…', userName: 'oowner' },
      payment: { bankAccountNumber: '123456789', routingNumber: '021000021', cardToken: 'TA…', amount: 12.5 },
      link: { confirmationKey: 'k', caseId: '100001' },
      cards: [{ documentId: 'D-1', ref }],
      empty: { email: '' },
    };
    const out = redactSecrets(input);
    expect(out.fields).toEqual({ email: REDACTED, password: REDACTED, agentNumber: '10001' });
    expect(out.session).toEqual({ sessionToken: REDACTED, caseToken: REDACTED, userName: 'oowner' });
    expect(out.payment).toEqual({
      bankAccountNumber: REDACTED,
      routingNumber: REDACTED,
      cardToken: REDACTED,
      amount: 12.5,
    });
    expect(out.link).toEqual({ confirmationKey: REDACTED, caseId: '100001' });
    expect(out.cards[0]?.ref).toBe(ref);
    expect(out.empty.email).toBe('');
    expect(out.type).toBe('login.edit');
    expect(out.value).toBe(REDACTED);
    expect(redactSecrets({ type: 'login.edit', field: 'agentNumber', value: '10001' }).value).toBe('10001');
    expect(input.fields.password).toBe('Demo-2026!');
  });
});
