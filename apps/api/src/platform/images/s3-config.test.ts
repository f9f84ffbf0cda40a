import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { baseEnv, configError } from '../../test/config-env.ts';

const full = {
  S3_BUCKET: 'storytable-images',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret-example',
};

describe('S3_* configuration', () => {
  it('none set: images stay in the database', () => {
    expect(loadConfig(baseEnv).s3).toBeNull();
  });

  it('all four set: the bucket, with an optional endpoint and a normalised prefix', () => {
    expect(loadConfig({ ...baseEnv, ...full }).s3).toEqual({
      bucket: 'storytable-images',
      region: 'eu-west-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-example',
      prefix: '',
    });
    const minio = loadConfig({
      ...baseEnv,
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
    const message = configError({ S3_BUCKET: 'storytable-images', S3_REGION: 'eu-west-1' });
    expect(message).toContain(
      'S3_ACCESS_KEY_ID: is required when S3_BUCKET, S3_REGION are set (S3 image storage needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)',
    );
    expect(message).toContain('S3_SECRET_ACCESS_KEY: is required');
    expect(message).not.toContain('S3_BUCKET: is required');
    expect(configError({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain(
      'S3_BUCKET: is required when S3_ENDPOINT is set',
    );
  });

  it('refuses malformed values', () => {
    expect(configError({ ...full, S3_BUCKET: 'Not A Bucket' })).toContain(
      'S3_BUCKET: must be a bucket name',
    );
    expect(configError({ ...full, S3_ENDPOINT: 'ftp://example.com' })).toContain('S3_ENDPOINT');
    expect(configError({ ...full, S3_PREFIX: 'a b' })).toContain('S3_PREFIX');
  });
});
