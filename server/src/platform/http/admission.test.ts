import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAppFile, PriorityLaneLimiter, type Release } from './admission';

const limits = { concurrency: 2, queue: 2, queueWaitMs: 1000 };

async function admitted(entered: Release | null | Promise<Release | null>): Promise<Release> {
  const release = await entered;
  if (!release) throw new Error('shed');
  return release;
}

describe('PriorityLaneLimiter', () => {
  afterEach(() => vi.useRealTimers());

  it('admits anonymous work up to the concurrency, then queues it in order', async () => {
    const limiter = new PriorityLaneLimiter(limits);
    const first = await admitted(limiter.enter('anonymous'));
    await admitted(limiter.enter('anonymous'));
    const third = limiter.enter('anonymous');
    const fourth = limiter.enter('anonymous');
    expect(third).toBeInstanceOf(Promise);
    expect(limiter.queued).toBe(2);
    const order: string[] = [];
    void Promise.resolve(third).then(() => order.push('third'));
    void Promise.resolve(fourth).then(() => order.push('fourth'));
    first();
    await admitted(third);
    expect(order).toEqual(['third']);
    expect(limiter.active.anonymous).toBe(2);
    expect(limiter.queued).toBe(1);
  });

  it('sheds at once when the queue is full', async () => {
    const limiter = new PriorityLaneLimiter(limits);
    await admitted(limiter.enter('anonymous'));
    await admitted(limiter.enter('anonymous'));
    void limiter.enter('anonymous');
    void limiter.enter('anonymous');
    expect(limiter.enter('anonymous')).toBeNull();
    expect(limiter.shed).toBe(1);
  });

  it('sheds a request that waited longer than the queue wait', async () => {
    vi.useFakeTimers();
    const limiter = new PriorityLaneLimiter(limits);
    await admitted(limiter.enter('anonymous'));
    await admitted(limiter.enter('anonymous'));
    const waiting = limiter.enter('anonymous');
    vi.advanceTimersByTime(1000);
    expect(await waiting).toBeNull();
    expect(limiter.queued).toBe(0);
    expect(limiter.shed).toBe(1);
  });

  it('admits priority work at once, whatever the anonymous lane holds', async () => {
    const limiter = new PriorityLaneLimiter(limits);
    for (let i = 0; i < 2; i++) await admitted(limiter.enter('anonymous'));
    void limiter.enter('anonymous');
    void limiter.enter('anonymous');
    const staff = limiter.enter('priority');
    expect(typeof staff).toBe('function');
    expect(limiter.active.priority).toBe(1);
    (staff as Release)();
    expect(limiter.active.priority).toBe(0);
    // Priority work ending frees no anonymous place.
    expect(limiter.queued).toBe(2);
  });

  it('counts a release once, however often it is called', async () => {
    const limiter = new PriorityLaneLimiter(limits);
    const release = await admitted(limiter.enter('anonymous'));
    await admitted(limiter.enter('anonymous'));
    release();
    release();
    expect(limiter.active.anonymous).toBe(1);
  });

  it('has no limit with concurrency 0', async () => {
    const limiter = new PriorityLaneLimiter({ ...limits, concurrency: 0 });
    for (let i = 0; i < 10; i++) await admitted(limiter.enter('anonymous'));
    expect(limiter.active.anonymous).toBe(10);
    expect(limiter.queued).toBe(0);
  });
});

describe('isAppFile', () => {
  it("is the shell's and the remotes' scripts, styles and fonts, not pages, media or the API", () => {
    for (const url of [
      '/main.0c61426134.js',
      '/remotes/sales/remoteEntry.js',
      '/remotes/hr/452.ab.css',
      '/x.woff2',
    ])
      expect(isAppFile(url), url).toBe(true);
    for (const url of [
      '/',
      '/products/filters',
      '/media/pool.avif',
      '/api/site/settings',
      '/sitemap.xml',
      '/a/b.js',
    ])
      expect(isAppFile(url), url).toBe(false);
  });
});
