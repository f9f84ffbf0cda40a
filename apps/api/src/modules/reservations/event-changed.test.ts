import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { EventChanged, whileUnchanged } from './event-changed.ts';

describe('whileUnchanged', () => {
  it('tries again while the dinner changes, and answers what the next try answers', async () => {
    let tries = 0;
    const made = await whileUnchanged(async () => {
      tries++;
      if (tries < 3) throw new EventChanged();
      return 'made';
    });
    expect({ made, tries }).toEqual({ made: 'made', tries: 3 });
  });

  it('gives up after three tries with a 409 that says to try again', async () => {
    let tries = 0;
    const failed = await whileUnchanged(async () => {
      tries++;
      throw new EventChanged();
    }).catch((err: unknown) => err);
    expect(tries).toBe(3);
    expect(failed).toBeInstanceOf(AppError);
    expect(failed).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'This dinner was just updated. Please try again.',
    });
  });

  it('lets any other error through at once', async () => {
    let tries = 0;
    const boom = new Error('boom');
    await expect(
      whileUnchanged(async () => {
        tries++;
        throw boom;
      }),
    ).rejects.toBe(boom);
    expect(tries).toBe(1);
  });
});
