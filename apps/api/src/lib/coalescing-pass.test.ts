import { describe, expect, it } from 'vitest';
import { CoalescingPass } from './coalescing-pass.ts';

/** A runner whose pass waits until released; counts its passes and after-steps. */
function gatedRunner() {
  const gate = { runs: 0, after: 0, release: () => {} };
  const runner = new CoalescingPass(
    () =>
      new Promise<void>((resolve) => {
        gate.runs += 1;
        gate.release = resolve;
      }),
    () => {},
    async () => {
      gate.after += 1;
    },
  );
  return { gate, runner };
}

describe('CoalescingPass', () => {
  it('runs one more pass for any number of wakes during a pass, then the after step once', async () => {
    const { gate, runner } = gatedRunner();
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
    expect(gate.after).toBe(1);
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
    const { gate, runner } = gatedRunner();
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
    expect(gate.after).toBe(0);
    expect(runner.stopped).toBe(true);
  });
});
