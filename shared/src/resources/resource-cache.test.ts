import { ResourceCache, type ResourceOptions } from './resource-cache';

/** A fetch the test answers by hand, recording every call and its signal. */
function manualFetch<T>() {
  const calls: {
    signal: AbortSignal;
    resolve: (value: T) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const fetch = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => calls.push({ signal, resolve, reject }));
  return { calls, fetch };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ResourceCache', () => {
  it('asks once for every component showing a key, and tells each of them the answer', async () => {
    const cache = new ResourceCache();
    const { calls, fetch } = manualFetch<string>();
    const options: ResourceOptions<string> = { key: ['course', '4'], fetch };
    const heard: string[] = [];
    cache.subscribe(options, () => heard.push('a'));
    cache.subscribe(options, () => heard.push('b'));
    expect(calls).toHaveLength(1);
    expect(cache.read(['course', '4'])).toEqual({ status: 'loading' });

    calls[0]!.resolve('PMP');
    await settle();
    expect(cache.read(['course', '4'])).toEqual({ status: 'success', data: 'PMP' });
    expect(heard).toEqual(['a', 'b']);
    expect(cache.read(['course', '5'])).toEqual({ status: 'loading' });
  });

  it('aborts the call and forgets the key when the last component leaves; no error is heard', async () => {
    const cache = new ResourceCache();
    const { calls, fetch } = manualFetch<string>();
    const onError = jest.fn();
    const leave = cache.subscribe({ key: ['blogs'], fetch, onError }, () => undefined);
    leave();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.reject(new Error('aborted'));
    await settle();
    expect(onError).not.toHaveBeenCalled();

    // The next screen asks again.
    cache.subscribe({ key: ['blogs'], fetch, onError }, () => undefined);
    expect(calls).toHaveLength(2);
  });

  it('hears a failure once; a failed re-fetch keeps the answer shown', async () => {
    const cache = new ResourceCache();
    const { calls, fetch } = manualFetch<string>();
    const onError = jest.fn();
    cache.subscribe({ key: ['quote', 1], fetch, onError }, () => undefined);
    calls[0]!.reject(new Error('500'));
    await settle();
    expect(cache.read(['quote', 1])).toMatchObject({ status: 'error', data: undefined });
    expect(onError).toHaveBeenCalledTimes(1);

    cache.invalidate(['quote']);
    calls[1]!.resolve('$299');
    await settle();
    cache.invalidate(['quote', 1]);
    calls[2]!.reject(new Error('down'));
    await settle();
    expect(cache.read(['quote', 1])).toMatchObject({ status: 'error', data: '$299' });
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('fetches again what a prefix names, merging the fresh answer into the one shown', async () => {
    const cache = new ResourceCache();
    const { calls, fetch } = manualFetch<{ video: string; comments: string[] }>();
    cache.subscribe(
      {
        key: ['lesson', '4', '12'],
        fetch,
        merge: (shown, fresh) => ({ ...shown, comments: fresh.comments }),
      },
      () => undefined,
    );
    calls[0]!.resolve({ video: 'v?sig=1', comments: [] });
    await settle();
    cache.invalidate(['course']);
    expect(calls).toHaveLength(1);
    cache.invalidate(['lesson']);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ video: 'v?sig=2', comments: ['Thanks'] });
    await settle();
    expect(cache.read(['lesson', '4', '12'])).toEqual({
      status: 'success',
      data: { video: 'v?sig=1', comments: ['Thanks'] },
    });
  });

  it('fetchOnce asks once per key for the page, and again after a failure', async () => {
    const cache = new ResourceCache();
    const fetch = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValue('مرحبا');
    await expect(cache.fetchOnce(['translation', 'Hello'], fetch)).rejects.toThrow('503');
    await expect(cache.fetchOnce(['translation', 'Hello'], fetch)).resolves.toBe('مرحبا');
    await expect(cache.fetchOnce(['translation', 'Hello'], fetch)).resolves.toBe('مرحبا');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
