import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3StorageConfig } from '@/server/platform/storage-s3';

const BUCKET = 'journal-files';

/**
 * An S3-compatible server in this process (s3rver) on a loopback port, its objects in a
 * temporary folder removed at close, with one empty bucket. `config` is what the S3_ variables
 * would give; `requests()` counts the HTTP requests it received, to show what never reached it.
 */
export async function startS3Bucket({ holdFirstPutOf }: { holdFirstPutOf?: RegExp } = {}) {
  const directory = await mkdtemp(path.join(tmpdir(), 'journal-s3-'));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  await s3rver.configureBuckets();
  const answer = s3rver.callback();
  let requests = 0;
  // The first PUT of a key matching `holdFirstPutOf` is never answered: a storage that hangs
  // while a worker uploads, so a test can kill the worker at that moment.
  let holding = Boolean(holdFirstPutOf);
  let arrived: () => void = () => {};
  const held = new Promise<void>((resolve) => (arrived = resolve));
  const server = createServer((request, response) => {
    requests++;
    if (holding && request.method === 'PUT' && holdFirstPutOf?.test(request.url ?? '')) {
      holding = false;
      arrived();
      return;
    }
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const config: S3StorageConfig = {
    bucket: BUCKET,
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: 'us-east-1',
    // s3rver's fixed credentials; it checks the request signatures with them.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = new S3Client({ ...config, credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } });
  return {
    config,
    requests: () => requests,
    /** Resolves once the held PUT has arrived. */
    held: () => held,
    /** The keys of the objects in the bucket, sorted. */
    async keys(): Promise<string[]> {
      const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      return Contents.map((object) => object.Key!).sort();
    },
    async close() {
      client.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3Bucket = Awaited<ReturnType<typeof startS3Bucket>>;
