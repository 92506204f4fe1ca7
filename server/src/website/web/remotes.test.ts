import { describe, expect, it } from 'vitest';
import { isAssetPath, isSafeRelativePath, looksHashed, remoteManifest } from './remotes';

describe('remoteManifest', () => {
  it('points every remote at its local build unless overridden', () => {
    const manifest = remoteManifest({ hr: 'https://cdn.example.com/hr/remoteEntry.js' });
    expect(Object.keys(manifest)).toHaveLength(7);
    expect(manifest['website-admin']).toBe('/remotes/website-admin/remoteEntry.js');
    expect(manifest['public-site']).toBe('/remotes/public-site/remoteEntry.js');
    expect(manifest.hr).toBe('https://cdn.example.com/hr/remoteEntry.js');
  });
});

describe('file rules', () => {
  it('recognises hashed file names', () => {
    expect(looksHashed('static/js/main.3f9a1c2b.js')).toBe(true);
    expect(looksHashed('412.a1b2c3d4e5.css')).toBe(true);
    expect(looksHashed('remoteEntry.js')).toBe(false);
    expect(looksHashed('favicon.ico')).toBe(false);
  });
  it('tells asset paths from page paths', () => {
    expect(isAssetPath('static/js/x.js')).toBe(true);
    expect(isAssetPath('app/verification/dashboard')).toBe(false);
  });
  it('refuses paths that climb out', () => {
    expect(isSafeRelativePath('a/../../etc/passwd')).toBe(false);
    expect(isSafeRelativePath('static/js/x.js')).toBe(true);
  });
});
