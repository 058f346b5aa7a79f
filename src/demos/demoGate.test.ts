import { describe, expect, it } from 'vitest';
import { createDemoGate } from './demoGate';

describe('createDemoGate', () => {
  it('stays pending until opened, then resolves once', async () => {
    const gate = createDemoGate();
    let resolved = 0;
    void gate.promise.then(() => resolved++);
    await Promise.resolve();
    expect(gate.opened).toBe(false);
    expect(resolved).toBe(0);
    gate.open();
    gate.open();
    await gate.promise;
    await Promise.resolve();
    expect(gate.opened).toBe(true);
    expect(resolved).toBe(1);
  });

  it('marks its promise fulfilled for React’s use(), so a demo mounted after the gate opened does not suspend', () => {
    const gate = createDemoGate();
    const tracked = gate.promise as Promise<void> & { status?: string };
    expect(tracked.status).toBe('pending');
    gate.open();
    expect(tracked.status).toBe('fulfilled');
  });
});

describe('tracked', () => {
  it('marks a promise fulfilled or rejected when it settles, for React’s use()', async () => {
    const { tracked } = await import('./trackedPromise');
    const ok = tracked(Promise.resolve(3)) as Promise<number> & { status?: string; value?: number };
    expect(ok.status).toBe('pending');
    await ok;
    expect(ok.status).toBe('fulfilled');
    expect(ok.value).toBe(3);
    const failed = tracked(Promise.reject(new Error('offline'))) as Promise<never> & { status?: string; reason?: unknown };
    await failed.catch(() => undefined);
    expect(failed.status).toBe('rejected');
    expect((failed.reason as Error).message).toBe('offline');
  });
});
