import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.ts';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/storytable-test-data' };
const full = {
  S3_BUCKET: 'storytable-images',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

const problems = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('S3_* configuration', () => {
  it('none set: images stay in the database', () => {
    expect(loadConfig(base).s3).toBeNull();
  });

  it('all four set: the bucket, with an optional endpoint and a normalised prefix', () => {
    expect(loadConfig({ ...base, ...full }).s3).toEqual({
      bucket: 'storytable-images',
      region: 'eu-west-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      prefix: '',
    });
    const minio = loadConfig({
      ...base,
      ...full,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PREFIX: '/storytable/images/',
    }).s3;
    expect([minio?.endpoint, minio?.prefix]).toEqual([
      'http://127.0.0.1:9000',
      'storytable/images/',
    ]);
  });

  it('a partial configuration fails at start, naming what is missing', () => {
    const message = problems({ S3_BUCKET: 'storytable-images', S3_REGION: 'eu-west-1' });
    expect(message).toContain(
      'S3_ACCESS_KEY_ID: is required when S3_BUCKET, S3_REGION are set (S3 image storage needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    );
    expect(message).toContain('S3_SECRET_ACCESS_KEY: is required');
    expect(message).not.toContain('S3_BUCKET: is required');
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain(
      'S3_BUCKET: is required when S3_ENDPOINT is set',
    );
  });

  it('refuses malformed values', () => {
    expect(problems({ ...full, S3_BUCKET: 'Not A Bucket' })).toContain(
      'S3_BUCKET: must be a bucket name',
    );
    expect(problems({ ...full, S3_ENDPOINT: 'ftp://example.com' })).toContain('S3_ENDPOINT');
    expect(problems({ ...full, S3_PREFIX: 'a b' })).toContain('S3_PREFIX');
  });
});
