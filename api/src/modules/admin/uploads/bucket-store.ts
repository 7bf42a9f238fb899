import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type _Object,
} from '@aws-sdk/client-s3';
import { DataStore, ERRORS, Upload } from '@tus/utils';
import type { S3StoreOptions } from '../../media/storage/s3';

/**
 * tus uploads written straight to the media bucket (docs/topology.md#shared-state), so that an
 * upload begun on one API instance is resumed on any other, even after the first was killed.
 *
 * Only plain object calls (PUT, GET, LIST, DELETE), which every S3-compatible service has: the
 * multipart calls tus's own S3 store needs (ListParts, ListMultipartUploads) are missing from some
 * (docs/decisions.md). Under `<MEDIA_S3_PREFIX>uploads/<id>/`:
 *  - `info.json`: the upload as created (length, metadata, creation date);
 *  - `<start offset, 15 digits>`: the bytes from that offset, one object per piece of at most
 *    PIECE_BYTES. A PUT is whole or absent, so the stored offset is the end of the run of pieces
 *    that follow each other from 0: what a killed instance was still receiving is simply not there,
 *    and the client resumes from that offset.
 */

export const PIECE_BYTES = 8 * 1024 * 1024;

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

const pieceName = (start: number) => String(start).padStart(15, '0');

export class BucketUploadStore extends DataStore {
  private readonly client: S3Client;
  private readonly root: string;

  constructor(
    private readonly options: S3StoreOptions,
    private readonly expirationMs: number,
  ) {
    super();
    this.extensions = [
      'creation',
      'creation-with-upload',
      'creation-defer-length',
      'termination',
      'expiration',
    ];
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.credentials ? { credentials: options.credentials } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000 },
    });
    this.root = `${options.prefix}uploads/`;
  }

  private folder(id: string): string {
    if (!/^[\w-]+$/.test(id)) throw ERRORS.FILE_NOT_FOUND;
    return `${this.root}${id}/`;
  }

  private async putInfo(upload: Upload): Promise<void> {
    const { id, size, metadata, creation_date } = upload;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: `${this.folder(id)}info.json`,
        Body: JSON.stringify({ id, size, metadata, creation_date }),
        ContentType: 'application/json',
      }),
    );
  }

  override async create(upload: Upload): Promise<Upload> {
    upload.creation_date = upload.creation_date ?? new Date().toISOString();
    upload.storage = { type: 's3', path: this.folder(upload.id), bucket: this.options.bucket };
    await this.putInfo(upload);
    return upload;
  }

  /** Every object under `prefix`, all pages. */
  private async list(prefix: string): Promise<_Object[]> {
    const objects: _Object[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      objects.push(...(page.Contents ?? []));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }

  /** The stored pieces that follow each other from offset 0, in order. */
  private async pieces(id: string): Promise<{ key: string; start: number; size: number }[]> {
    const folder = this.folder(id);
    const found = (await this.list(folder))
      .map((object) => ({
        key: object.Key ?? '',
        start: Number(object.Key?.slice(folder.length)),
        size: object.Size ?? 0,
      }))
      .filter((piece) => /^\d{15}$/.test(piece.key.slice(folder.length)))
      .sort((a, b) => a.start - b.start);
    const run = [];
    let end = 0;
    for (const piece of found) {
      if (piece.start !== end) continue;
      run.push(piece);
      end += piece.size;
    }
    return run;
  }

  override async getUpload(id: string): Promise<Upload> {
    let info: { size?: number; metadata?: Record<string, string | null>; creation_date?: string };
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: `${this.folder(id)}info.json` }),
      );
      info = JSON.parse(
        await (answer.Body as { transformToString(): Promise<string> }).transformToString(),
      );
    } catch (error) {
      if (statusOf(error) === 404) throw ERRORS.FILE_NOT_FOUND;
      throw error;
    }
    const offset = (await this.pieces(id)).reduce((sum, piece) => sum + piece.size, 0);
    return new Upload({
      id,
      size: info.size,
      offset,
      metadata: info.metadata ?? {},
      creation_date: info.creation_date,
      storage: { type: 's3', path: this.folder(id), bucket: this.options.bucket },
    });
  }

  /** Stores the body in pieces from `offset` (what arrived before the client went away is kept); answers the new offset. */
  override async write(body: Readable, id: string, offset: number): Promise<number> {
    const folder = this.folder(id);
    let start = offset;
    let buffered: Buffer[] = [];
    let bufferedBytes = 0;
    const flush = async () => {
      if (bufferedBytes === 0) return;
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: `${folder}${pieceName(start)}`,
          Body: Buffer.concat(buffered, bufferedBytes),
          ContentLength: bufferedBytes,
        }),
      );
      start += bufferedBytes;
      buffered = [];
      bufferedBytes = 0;
    };
    for await (const chunk of body as AsyncIterable<Buffer>) {
      let rest = chunk;
      while (rest.length > 0) {
        const take = Math.min(rest.length, PIECE_BYTES - bufferedBytes);
        buffered.push(rest.subarray(0, take));
        bufferedBytes += take;
        rest = rest.subarray(take);
        if (bufferedBytes === PIECE_BYTES) await flush();
      }
    }
    await flush();
    // tus wants the new offset.
    return start;
  }

  /** The stored bytes, piece after piece. */
  read(id: string): Readable {
    const { client, options } = this;
    const pieces = () => this.pieces(id);
    return Readable.from(
      (async function* () {
        for (const piece of await pieces()) {
          const answer = await client.send(
            new GetObjectCommand({ Bucket: options.bucket, Key: piece.key }),
          );
          yield* answer.Body as AsyncIterable<Buffer>;
        }
      })(),
    );
  }

  override async remove(id: string): Promise<void> {
    const keys = (await this.list(this.folder(id))).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (!keys.some((key) => key.Key.endsWith('/info.json'))) throw ERRORS.FILE_NOT_FOUND;
    await this.deleteKeys(keys);
  }

  private async deleteKeys(keys: { Key: string }[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: keys.slice(i, i + 1000), Quiet: true },
        }),
      );
    }
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    const upload = await this.getUpload(id);
    upload.size = length;
    await this.putInfo(upload);
  }

  override getExpiration(): number {
    return this.expirationMs;
  }

  /** Uploads created more than UPLOAD_EXPIRY ago (finished and never claimed, or abandoned). */
  override async deleteExpired(): Promise<number> {
    if (this.expirationMs === 0) return 0;
    const objects = await this.list(this.root);
    const expired = new Set(
      objects
        .filter((o) => o.Key?.endsWith('/info.json') && o.LastModified)
        .filter((o) => Date.now() - o.LastModified!.getTime() > this.expirationMs)
        .map((o) => o.Key!.slice(0, -'info.json'.length)),
    );
    if (expired.size === 0) return 0;
    await this.deleteKeys(
      objects.flatMap((o) =>
        o.Key && expired.has(o.Key.slice(0, o.Key.lastIndexOf('/') + 1)) ? [{ Key: o.Key }] : [],
      ),
    );
    return expired.size;
  }
}
