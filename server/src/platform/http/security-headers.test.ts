import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  htmlContentSecurityPolicy,
  inlineScriptHashes,
  remoteOrigins,
  requestId,
  tileOrigin,
} from './security-headers';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the scripts a browser runs and skips files and data blocks', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script defer src="/main.js"></script>' +
      '<script type="application/json">{"x":1}</script><script type="application/ld+json">{}</script>' +
      '<SCRIPT type="text/javascript">c()</SCRIPT>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()'), sha256('c()')].sort());
  });
});

describe('remoteOrigins', () => {
  it('keeps the origins of absolute remote URLs, once each', () => {
    expect(
      remoteOrigins({
        hr: 'https://cdn.example.com/hr/remoteEntry.js',
        sales: 'https://cdn.example.com/sales/remoteEntry.js',
        quotation: 'http://localhost:3105/remoteEntry.js',
        employee: '/remotes/employee/remoteEntry.js',
        verification: undefined,
      }),
    ).toEqual(['http://localhost:3105', 'https://cdn.example.com']);
  });
});

describe('htmlContentSecurityPolicy', () => {
  it('never allows inline or evaluated scripts', () => {
    const policy = htmlContentSecurityPolicy({
      scriptHashes: [sha256('a()')],
      remoteOrigins: ['https://cdn.example.com'],
    });
    const scripts = policy.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scripts).toBe(`script-src 'self' https://cdn.example.com ${sha256('a()')}`);
    expect(policy).toContain("object-src 'none'; base-uri 'none'");
  });
});

describe('tileOrigin', () => {
  it("gives a tile template's host, a {s} subdomain as a wildcard, for img-src only", () => {
    expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigin('https://{s}.tiles.example.in:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.in:8443',
    );
    const policy = htmlContentSecurityPolicy({ imageOrigins: ['https://tile.openstreetmap.org'] });
    const withTiles = policy.split('; ').filter((d) => d.includes('tile.openstreetmap.org'));
    expect(withTiles).toEqual(["img-src 'self' data: blob: https://tile.openstreetmap.org"]);
  });
});

describe('requestId', () => {
  it("keeps a client's well-formed id and makes one otherwise", () => {
    expect(requestId({ headers: { 'x-request-id': 'abc-12345' } })).toBe('abc-12345');
    expect(requestId({ headers: { 'x-request-id': ['abc-12345', 'def-67890'] } })).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId({ headers: { 'x-request-id': '<script>' } })).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestId({ headers: {} })).toMatch(/^[0-9a-f-]{36}$/);
  });
});
