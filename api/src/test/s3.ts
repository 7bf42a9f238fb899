import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StoreOptions } from '../modules/media/storage/s3';

/**
 * A local S3-compatible server for tests (s3rver, from npm): the real `@aws-sdk/client-s3` talks
 * to it over HTTP on 127.0.0.1. (It does not check SigV4 signatures: S3 does.)
 */
export interface LocalS3 {
  url: string;
  /** MEDIA_S3_* variables naming its bucket. */
  env: Record<string, string>;
  options: S3StoreOptions;
  stop(): Promise<void>;
}

const ACCESS_KEY = 'S3RVER';

export async function startLocalS3(bucket = 'academy-media'): Promise<LocalS3> {
  // The SDK warns once that its 2027 releases will want Node 22: said in the README, not per test.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: url,
      MEDIA_S3_ACCESS_KEY_ID: ACCESS_KEY,
      MEDIA_S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    options: {
      bucket,
      endpoint: url,
      region: 'us-east-1',
      forcePathStyle: true,
      prefix: '',
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
