import { expect } from 'vitest';
import { ConfigError, loadConfig } from '../config/env.ts';

/** The least environment loadConfig takes outside production. */
export const baseEnv = {
  NODE_ENV: 'test',
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
  DATA_DIR: '/tmp/storytable-test-data',
};

/** The ConfigError's message for `baseEnv` plus `env`; fails when the configuration is taken. */
export function configError(env: Record<string, string>): string {
  try {
    loadConfig({ ...baseEnv, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}
