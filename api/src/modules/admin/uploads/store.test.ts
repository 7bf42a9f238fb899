import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openUploadStore } from './store';

// CI once failed a test that never touched uploads: the app it built had opened the store, whose
// asynchronous mkdir ran after the test removed its DATA_DIR and threw, uncaught.
test('opening the upload store creates its folder at once and leaves no mkdir running behind', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-upload-store-'));
  const mkdir = jest.spyOn(fs, 'mkdir');
  try {
    const uploads = {
      dir: path.join(dataDir, 'uploads'),
      maxBytes: { video: 1, pdf: 1, image: 1 },
      expirySeconds: 60,
    };
    const store = openUploadStore({ uploads });
    expect(fs.statSync(uploads.dir).isDirectory()).toBe(true);
    expect(mkdir).not.toHaveBeenCalled();
    expect(openUploadStore({ uploads })).toBe(store);
  } finally {
    mkdir.mockRestore();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
