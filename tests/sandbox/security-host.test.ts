import { describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../sandbox/server.ts';
import { sandboxesPerTest } from './support.ts';

const start = sandboxesPerTest('epd-host-');

const at = (sandbox: RunningSandbox, path: string) => `http://127.0.0.1:${sandbox.port}${path}`;

describe('tester controls are not an open door', () => {
  it('binds to 127.0.0.1 by default, with the tester controls on', async () => {
    const sandbox = await start({});
    expect(sandbox.host).toBe('127.0.0.1');
    expect(sandbox.testerControls).toBe(true);
    expect((await fetch(at(sandbox, '/__sandbox/faults'))).status).toBe(200);
  });

  it('bound beyond this machine, /__sandbox is off unless switched on', async () => {
    const open = await start({ host: '0.0.0.0' });
    expect(open.testerControls).toBe(false);
    const refused = await fetch(at(open, '/__sandbox/reset'), { method: 'POST' });
    expect(refused.status).toBe(404);
    expect(((await refused.json()) as { errors: { Error: string } }).errors.Error).toContain(
      'EPD_SANDBOX_CONTROLS=on',
    );
    // The insurer's API itself still answers.
    expect((await fetch(at(open, '/api/no-such-call'))).status).toBe(404);

    const switchedOn = await start({ host: '0.0.0.0', testerControls: true });
    expect((await fetch(at(switchedOn, '/__sandbox/faults'))).status).toBe(200);
  });

  it('limits /__sandbox bodies to 1 MB like /api (the PDF control keeps its own limit)', async () => {
    const sandbox = await start({});
    const big = JSON.stringify({ supportPhone: 'x'.repeat(1024 * 1024 + 10) });
    const response = await fetch(at(sandbox, '/__sandbox/settings'), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { errors: { Code: string } }).errors.Code).toBe('PayloadTooLarge');
    const settings = (await (await fetch(at(sandbox, '/__sandbox/settings'))).json()) as {
      supportPhone: string;
    };
    expect(settings.supportPhone).toBe('1-800-555-0142');
  });
});
