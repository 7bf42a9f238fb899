import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  checkKey,
  keyOf,
  MediaStoreError,
  mediaTypeOf,
  publishOrder,
  type ByteRange,
  type MediaArea,
  type MediaStore,
  type StoredRead,
} from './store';

/** A presigned URL under nginx's internal location that fetches it (nginx/templates). */
export const S3_ACCEL_PREFIX = '/_academy_s3/';

export interface S3StoreOptions {
  bucket: string;
  /** An S3-compatible service's URL; AWS's own endpoint for the region when absent. */
  endpoint: string | null;
  region: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint host>/<key>` (most non-AWS services). */
  forcePathStyle: boolean;
  /** Keys are stored under this prefix in the bucket ('' for none). */
  prefix: string;
  /** Null: the SDK's own chain (AWS_* variables, the machine's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** How long a presigned URL handed to nginx lasts; nginx uses it at once. */
  presignSeconds?: number;
}

/** HTTP status of an S3 error, when the service answered at all. */
const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** An S3-compatible bucket, through AWS's own client (`@aws-sdk/client-s3`). */
export class S3MediaStore implements MediaStore {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly where: string;

  constructor(private readonly options: S3StoreOptions) {
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      // Checksums only where S3 requires them: S3-compatible services differ on the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000 },
    });
    this.where = `the S3 bucket "${options.bucket}"${options.endpoint ? ` at ${options.endpoint}` : ''}`;
  }

  /** Runs an S3 call; a failure says which store and what went wrong, in one line. */
  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const status = statusOf(error);
      const detail = error instanceof Error ? error.message || error.name : String(error);
      throw new MediaStoreError(
        `Could not ${what} in ${this.where}: ${status ? `HTTP ${status}, ` : ''}${detail}`,
        { cause: error },
      );
    }
  }

  private objectKey(key: string): string {
    return `${this.options.prefix}${checkKey(key)}`;
  }

  async put(area: MediaArea, name: string, source: string): Promise<void> {
    const key = keyOf(area, name);
    if ((await this.size(key)) !== null) return;
    await this.upload(key, source);
  }

  private async upload(key: string, source: string): Promise<void> {
    const { size } = await fs.promises.stat(source);
    await this.call(`store ${key}`, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: this.objectKey(key),
          Body: fs.createReadStream(source),
          ContentLength: size,
          ContentType: mediaTypeOf(key),
        }),
      ),
    );
  }

  async get(area: MediaArea, name: string, target: string): Promise<void> {
    const key = keyOf(area, name);
    const read = await this.read(key);
    if (!read) throw new MediaStoreError(`There is no ${key} in ${this.where}.`);
    await pipeline(read.body, fs.createWriteStream(target));
  }

  async size(key: string): Promise<number | null> {
    return this.call(`look up ${key}`, async () => {
      try {
        const head = await this.client.send(
          new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
        );
        return head.ContentLength ?? 0;
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    });
  }

  async publishFolder(dir: string, prefix: string): Promise<void> {
    const files = (await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
    // Objects of an earlier run that this one does not make would linger: clear the prefix first.
    await this.removeFolder(prefix);
    for (const file of publishOrder(files)) {
      await this.upload(`${prefix}/${file.split(path.sep).join('/')}`, path.join(dir, file));
    }
  }

  async removeFolder(prefix: string): Promise<void> {
    const listPrefix = `${this.objectKey(prefix)}/`;
    let token: string | undefined;
    do {
      const page = await this.call(`list ${prefix}/`, () =>
        this.client.send(
          new ListObjectsV2Command({
            Bucket: this.options.bucket,
            Prefix: listPrefix,
            ContinuationToken: token,
          }),
        ),
      );
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (keys.length > 0) {
        await this.call(`delete ${prefix}/`, () =>
          this.client.send(
            new DeleteObjectsCommand({
              Bucket: this.options.bucket,
              Delete: { Objects: keys, Quiet: true },
            }),
          ),
        );
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  localPath(): null {
    return null;
  }

  async read(key: string, range?: ByteRange): Promise<StoredRead | null> {
    return this.call(`read ${key}`, async () => {
      try {
        const answer = await this.client.send(
          new GetObjectCommand({
            Bucket: this.options.bucket,
            Key: this.objectKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const length = answer.ContentLength ?? 0;
        // "bytes 0-9/1650": the part and the whole object's size.
        const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
        const part = match
          ? { start: Number(match[1]), end: Number(match[2]) }
          : { start: 0, end: Math.max(0, length - 1) };
        return {
          body: answer.Body as Readable,
          size: match ? Number(match[3]) : length,
          range: part,
        };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    });
  }

  /** `/_academy_s3/<http|https>/<host[:port]>/<path>?<presigned query>`, fetched by nginx. */
  async accelRedirect(key: string): Promise<string> {
    const url = new URL(
      await getSignedUrl(
        this.client,
        new GetObjectCommand({ Bucket: this.options.bucket, Key: this.objectKey(key) }),
        { expiresIn: this.options.presignSeconds ?? 60 },
      ),
    );
    return `${S3_ACCEL_PREFIX}${url.protocol.replace(':', '')}/${url.host}${url.pathname}${url.search}`;
  }

  /** Ends the client's connections. */
  close(): void {
    this.client.destroy();
  }
}
