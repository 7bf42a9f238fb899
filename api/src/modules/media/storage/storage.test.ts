import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { startLocalS3, type LocalS3 } from '../../../test/s3';
import { DiskMediaStore } from './disk';
import { S3MediaStore } from './s3';
import { MediaStoreError, publishOrder, type MediaStore } from './store';

// Both stores behind the one interface: MEDIA_DIR on disk, and an S3-compatible bucket through
// the real AWS client against a local S3 server (s3rver).

let tmp: string;
let s3: LocalS3;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-store-'));
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

function writeFile(relative: string, content: string): string {
  const file = path.join(tmp, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  return file;
}

/** A folder of HLS files as a transcode leaves it. */
function hlsFolder(name: string, segment: string): string {
  const dir = path.join(tmp, name);
  writeFile(`${name}/master.m3u8`, '#EXTM3U\n360p/index.m3u8\n');
  writeFile(`${name}/360p/index.m3u8`, '#EXTM3U\nseg_00000.ts\n');
  writeFile(`${name}/360p/seg_00000.ts`, segment);
  writeFile(`${name}/poster.jpg`, 'jpeg');
  return dir;
}

const stores: [string, () => MediaStore][] = [
  ['the disk store', () => new DiskMediaStore(path.join(tmp, `media-${Math.random()}`))],
  ['the S3 store', () => new S3MediaStore({ ...s3.options, prefix: `run${Date.now()}/` })],
];

describe.each(stores)('%s', (_name, makeStore) => {
  let store: MediaStore;
  beforeAll(() => {
    store = makeStore();
  });

  test('stores a file once by area and name, reads it back whole or by range', async () => {
    const source = writeFile('in/video.mp4', '0123456789abcdef');
    await store.put('private', '0123456789abcdef0123.mp4', source);
    // Stored names are content hashes: storing again is a no-op, even from another file.
    await store.put('private', '0123456789abcdef0123.mp4', writeFile('in/other.mp4', 'other'));
    expect(await store.size('private/0123456789abcdef0123.mp4')).toBe(16);
    expect(await store.size('public/0123456789abcdef0123.mp4')).toBeNull();

    const target = path.join(tmp, `copy-${store.kind}.mp4`);
    await store.get('private', '0123456789abcdef0123.mp4', target);
    expect(fs.readFileSync(target, 'utf8')).toBe('0123456789abcdef');

    const part = await store.read('private/0123456789abcdef0123.mp4', { start: 4, end: 9 });
    expect(part).not.toBeNull();
    expect(part!.size).toBe(16);
    expect(part!.range).toEqual({ start: 4, end: 9 });
    expect(await text(part!.body)).toBe('456789');
    const whole = await store.read('private/0123456789abcdef0123.mp4');
    expect(await text(whole!.body)).toBe('0123456789abcdef');
    expect(await store.read('private/ffffffffffffffffffff.mp4')).toBeNull();
  });

  test('publishes a folder whole, replacing the previous one; removes it', async () => {
    await store.publishFolder(hlsFolder(`hls-a-${store.kind}`, 'first'), 'private/hls/abc');
    expect(await store.size('private/hls/abc/master.m3u8')).toBeGreaterThan(0);
    expect(await text((await store.read('private/hls/abc/360p/seg_00000.ts'))!.body)).toBe('first');
    // Published again from another run: its files only.
    const second = path.join(tmp, `hls-b-${store.kind}`);
    writeFile(`hls-b-${store.kind}/master.m3u8`, '#EXTM3U\n720p/index.m3u8\n');
    writeFile(`hls-b-${store.kind}/720p/index.m3u8`, '#EXTM3U\n');
    await store.publishFolder(second, 'private/hls/abc');
    expect(await store.size('private/hls/abc/360p/seg_00000.ts')).toBeNull();
    expect(await store.size('private/hls/abc/720p/index.m3u8')).not.toBeNull();
    await store.removeFolder('private/hls/abc');
    expect(await store.size('private/hls/abc/master.m3u8')).toBeNull();
  });

  test('refuses keys that are not media keys', async () => {
    for (const key of ['private/../x', '../private/a.mp4', 'secret/a.mp4', 'private/a b.mp4']) {
      await expect(store.size(key)).rejects.toThrow(`not a media key: ${key}`);
    }
  });
});

test('the disk store: files are where nginx aliases MEDIA_DIR; a publish leaves no partial copy', async () => {
  const mediaDir = path.join(tmp, 'media-accel');
  const store = new DiskMediaStore(mediaDir);
  await store.publishFolder(hlsFolder('hls-disk', 'bytes'), 'private/hls/def');
  expect(store.localPath('private/hls/def/360p/seg_00000.ts')).toBe(
    path.join(mediaDir, 'private/hls/def/360p/seg_00000.ts'),
  );
  expect(await store.accelRedirect('private/hls/def/360p/seg_00000.ts')).toBe(
    '/_academy_media/private/hls/def/360p/seg_00000.ts',
  );
  expect(fs.readdirSync(path.join(mediaDir, 'private/hls'))).toEqual(['def']);
});

test('the S3 store: nginx gets a short-lived presigned URL that fetches the object', async () => {
  const store = new S3MediaStore({ ...s3.options, prefix: 'accel/' });
  await store.publishFolder(hlsFolder('hls-s3', 'segment bytes'), 'private/hls/ghi');
  const target = await store.accelRedirect('private/hls/ghi/360p/seg_00000.ts');
  const host = new URL(s3.url).host;
  expect(target.startsWith(`/_academy_s3/http/${host}/academy-media/accel/private/hls/ghi/`)).toBe(
    true,
  );
  // What nginx's internal location fetches: the presigned URL put back together.
  const [, scheme, rest] = /^\/_academy_s3\/(https?)\/(.+)$/.exec(target) as string[];
  const url = `${scheme}://${rest}`;
  const answer = await fetch(url, { headers: { range: 'bytes=8-12' } });
  expect(answer.status).toBe(206);
  expect(await answer.text()).toBe('bytes');
  // Presigned for this key, for a minute: nginx uses it at once. (s3rver does not check SigV4
  // signatures; S3 does.)
  expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('60');
  expect(new URL(url).searchParams.get('X-Amz-SignedHeaders')).toBe('host');
  (store as S3MediaStore).close();
});

test('an S3 store that cannot be reached fails with a clear error naming it', async () => {
  const down = await startLocalS3('gone-bucket');
  await down.stop();
  const store = new S3MediaStore(down.options);
  const source = writeFile('in/a.mp4', 'x');
  const failure = store.put('private', 'aaaaaaaaaaaaaaaaaaaa.mp4', source);
  await expect(failure).rejects.toBeInstanceOf(MediaStoreError);
  await expect(failure).rejects.toThrow(
    new RegExp(
      `^Could not look up private/aaaaaaaaaaaaaaaaaaaa\\.mp4 in the S3 bucket "gone-bucket" at ${down.url.replace(/\./g, '\\.')}: .*ECONNREFUSED`,
    ),
  );
  store.close();
});

test('playlists are published after the segments they name, the master last', () => {
  expect(
    publishOrder(['master.m3u8', '720p/index.m3u8', '720p/seg_00001.ts', 'poster.jpg']),
  ).toEqual(['720p/seg_00001.ts', 'poster.jpg', '720p/index.m3u8', 'master.m3u8']);
});
