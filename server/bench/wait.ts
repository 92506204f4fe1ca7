/** Polls `url` until it answers 200 (a server starting up); throws after `timeoutMs`. */
export async function waitFor200(url: string, timeoutMs: number, pollMs = 10): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}
