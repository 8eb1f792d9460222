// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readServerEnv } from '@/server/env';

/** Stored files go to a bucket only when the whole S3_ set is given; half a set stops the start. */
const S3 = {
  S3_BUCKET: 'journal-files',
  S3_REGION: 'eu-west-3',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

const read = (variables: Record<string, string>) => readServerEnv({ NODE_ENV: 'test', ...variables });

describe('the backend configuration of stored files', () => {
  it('keeps them on the local disk when no S3_ variable is set', () => {
    expect(read({}).s3).toBeNull();
  });

  it('chooses the bucket when the four required S3_ variables are set, Amazon S3 and virtual-host names by default', () => {
    expect(read(S3).s3).toEqual({
      bucket: 'journal-files',
      region: 'eu-west-3',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      endpoint: undefined,
      forcePathStyle: false,
    });
    expect(read({ ...S3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
  });

  it('refuses to start on a partial set, naming each missing variable', () => {
    expect(() => read({ S3_BUCKET: 'journal-files', S3_REGION: 'eu-west-3' })).toThrow(
      /S3_ACCESS_KEY_ID: is required with S3_BUCKET, S3_REGION[^\n]*\n\s+S3_SECRET_ACCESS_KEY: is required/,
    );
    expect(() => read({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: is required with S3_ENDPOINT/);
    const withoutSecret = { S3_BUCKET: S3.S3_BUCKET, S3_REGION: S3.S3_REGION, S3_ACCESS_KEY_ID: S3.S3_ACCESS_KEY_ID };
    expect(() => read(withoutSecret)).toThrow(/^Invalid backend configuration:\n\s+S3_SECRET_ACCESS_KEY: is required/);
  });

  it('refuses a bucket name or an endpoint S3 would not accept', () => {
    expect(() => read({ ...S3, S3_BUCKET: 'Journal_Files' })).toThrow(/S3_BUCKET: must be an S3 bucket name/);
    expect(() => read({ ...S3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
