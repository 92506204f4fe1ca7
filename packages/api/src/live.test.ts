import { describe, expect, it } from 'vitest';
import { LIVE_RETRY, parseEventStream, retryDelay } from './live';

describe('parseEventStream', () => {
  it('splits complete events and keeps the unfinished rest', () => {
    const text =
      'retry: 2000\n\n: keep-alive\n\nevent: hello\ndata: {"type":"hello","userId":3}\n\nevent: typing\ndata: {"type":"ty';
    const { events, rest } = parseEventStream(text);
    expect(events).toEqual([{ type: 'hello', userId: 3 }]);
    expect(rest).toBe('event: typing\ndata: {"type":"ty');
    expect(parseEventStream(`${rest}ping","userId":4}\n\n`).events).toEqual([{ type: 'typing', userId: 4 }]);
  });

  it('accepts CRLF line ends and ignores data that is not JSON', () => {
    expect(parseEventStream('data: nope\r\n\r\ndata: {"type":"calendar"}\r\n\r\n').events).toEqual([
      { type: 'calendar' },
    ]);
  });
});

describe('retryDelay', () => {
  it('doubles from the first wait up to the cap, with ±20 % jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 10].map((n) => retryDelay(n, middle))).toEqual([
      1_000,
      2_000,
      4_000,
      8_000,
      LIVE_RETRY.maxMs,
    ]);
    expect(retryDelay(0, () => 0)).toBe(800);
    expect(retryDelay(0, () => 1)).toBe(1_200);
  });
});
