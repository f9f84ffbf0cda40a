import { describe, expect, it } from 'vitest';
import { CoalescingPass } from './coalescing-pass.ts';

/** A pass that waits until released, counting how often it ran. */
function gatedPass() {
  const gate = { runs: 0, release: () => {} };
  const pass = () =>
    new Promise<void>((resolve) => {
      gate.runs += 1;
      gate.release = resolve;
    });
  return { gate, pass };
}

describe('CoalescingPass', () => {
  it('runs one more pass for any number of wakes during a pass, then the after step once', async () => {
    const { gate, pass } = gatedPass();
    let after = 0;
    const runner = new CoalescingPass(
      pass,
      () => {},
      async () => {
        after += 1;
      },
    );
    runner.wake();
    runner.wake();
    runner.wake();
    expect(gate.runs).toBe(1);
    gate.release();
    await new Promise((r) => setImmediate(r));
    expect(gate.runs).toBe(2);
    gate.release();
    await runner.idle();
    expect(gate.runs).toBe(2);
    expect(after).toBe(1);
  });

  it('reports a failed pass and runs again on the next wake', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const runner = new CoalescingPass(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('down');
      },
      (err) => errors.push(err),
    );
    runner.wake();
    await runner.idle();
    runner.wake();
    await runner.idle();
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
  });

  it('waits for the pass under way on stop, and starts none after it', async () => {
    const { gate, pass } = gatedPass();
    let after = 0;
    const runner = new CoalescingPass(
      pass,
      () => {},
      async () => {
        after += 1;
      },
    );
    runner.wake();
    runner.wake();
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    gate.release();
    await stopping;
    runner.wake();
    expect(gate.runs).toBe(1);
    expect(after).toBe(0);
    expect(runner.stopped).toBe(true);
  });
});
