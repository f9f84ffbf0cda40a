import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogger } from './request-logger.ts';

function setUp(level: string, options: { level?: string } = {}) {
  const lines: Array<Record<string, unknown>> = [];
  // Fastify's own pino, as the app's logger is
  const parent = Fastify({
    logger: { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  }).log;
  const made: object[] = [];
  const log = new RequestLogger(parent, { reqId: 'req-1' }, options, (child) => made.push(child));
  return { lines, made, log };
}

describe('RequestLogger', () => {
  it('makes no child while nothing is written at an enabled level', () => {
    const { lines, made, log } = setUp('warn');
    log.info({ req: 'x' }, 'incoming request');
    log.debug('detail');
    log.trace('more');
    expect(lines).toEqual([]);
    expect(made).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it("writes enabled lines through one child carrying the request's bindings", () => {
    const { lines, made, log } = setUp('warn');
    log.warn({ code: 7 }, 'database unavailable');
    log.error('unhandled error');
    log.info('still below the level');
    expect(made).toHaveLength(1);
    expect(lines.map((l) => [l.msg, l.reqId, l.level])).toEqual([
      ['database unavailable', 'req-1', 40],
      ['unhandled error', 'req-1', 50],
    ]);
    expect(lines[0]?.code).toBe(7);
  });

  it("follows a route's own level, above or below the app's", () => {
    const quiet = setUp('info', { level: 'error' });
    quiet.log.warn('not written');
    quiet.log.error('written');
    expect(quiet.lines.map((l) => l.msg)).toEqual(['written']);
    expect(quiet.made).toHaveLength(1);

    const chatty = setUp('warn', { level: 'debug' });
    chatty.log.debug('written at debug');
    expect(chatty.lines.map((l) => l.msg)).toEqual(['written at debug']);
  });

  it('gives children and level changes to the real child', () => {
    const { lines, log } = setUp('warn');
    log.child({ part: 'payments' }).warn('from a child');
    expect(lines[0]).toMatchObject({ msg: 'from a child', reqId: 'req-1', part: 'payments' });
    log.level = 'info';
    log.info('now written');
    expect(lines.map((l) => l.msg)).toContain('now written');
  });

  it('writes nothing at all when silent', () => {
    const { lines, made, log } = setUp('silent');
    log.fatal('not even this');
    log.silent();
    expect(lines).toEqual([]);
    expect(made).toEqual([]);
  });
});
