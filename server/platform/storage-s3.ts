import 'server-only';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { UnavailableError } from './errors';
import { log } from './logger';
import { assertStorageKey, type Storage } from './storage';

/**
 * A bucket that does not answer must not hold a request for the SDK's defaults (no request
 * timeout, three attempts): connect within a second, answer within ten (a large PDF's upload
 * included), one retry. Then the call answers 503 with Retry-After, nothing half-written.
 */
export const S3_TIMEOUTS = { connectMs: 1_000, requestMs: 10_000, attempts: 2, retryAfterSeconds: 5 } as const;

export type S3StorageConfig = {
  bucket: string;
  /** Unset: Amazon S3 itself; set: any S3-compatible service (MinIO, Garage, R2, Scaleway…). */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: what most self-hosted services expect. */
  forcePathStyle: boolean;
};

/**
 * Files as objects of one bucket, keyed by the same flat names as on the local disk: what
 * several backend instances share. S3 replaces an object whole on each PUT, so a reader never
 * sees half a file, as with the disk's write-then-rename.
 */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC checksums on every request and answer are refused or left out by
    // several S3-compatible services; the signed request already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: S3_TIMEOUTS.connectMs, requestTimeout: S3_TIMEOUTS.requestMs, throwOnRequestTimeout: true },
    maxAttempts: S3_TIMEOUTS.attempts,
  });
  /** Any failure but a missing object means the bucket is unavailable to us now (logged with its cause). */
  const unavailable = (error: unknown, operation: string) => {
    log.warn({ err: error, bucket: config.bucket, operation }, 'The file storage did not answer');
    return new UnavailableError('STORAGE_UNAVAILABLE', 'File storage is unavailable, try again shortly', S3_TIMEOUTS.retryAfterSeconds);
  };
  const objectOf = (key: string) => {
    assertStorageKey(key);
    return { Bucket: config.bucket, Key: key };
  };
  return {
    async put(key, data) {
      const object = objectOf(key);
      await client.send(new PutObjectCommand({ ...object, Body: data })).catch((error) => {
        throw unavailable(error, 'put');
      });
    },
    async get(key) {
      const object = objectOf(key);
      try {
        const answer = await client.send(new GetObjectCommand(object));
        // An object found always has a body (an empty one for an empty file).
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        // Only a missing object is "no such file"; a missing bucket or refused credentials are faults.
        if (error instanceof NoSuchKey) return null;
        throw unavailable(error, 'get');
      }
    },
    async delete(key) {
      // S3 answers 204 whether or not the object was there.
      const object = objectOf(key);
      await client.send(new DeleteObjectCommand(object)).catch((error) => {
        throw unavailable(error, 'delete');
      });
    },
    async check() {
      // The cheapest signed request that proves the endpoint answers, the bucket exists and the credentials are accepted.
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    },
  };
}
