import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SAMPLE_SEED_IMAGES } from './fixtures';
import { brochurePdf, renderSeedImage, SEED_IMAGE_SIZES } from './index';
import type { SeedImageSpec } from './spec';

/** A quick well-formedness check: balanced tags, no forbidden elements, one root. */
function assertWellFormed(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).not.toMatch(/<script|foreignObject|href=|@import|url\((?!#)/i);
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(svg.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/&/);
}

describe('renderSeedImage', () => {
  it.each(SAMPLE_SEED_IMAGES.map((spec) => [`${spec.kind} ${JSON.stringify(spec)}`, spec] as const))(
    'draws %s at its intrinsic size',
    (_, spec) => {
      const image = renderSeedImage(spec, 42);
      const size = SEED_IMAGE_SIZES[spec.kind];
      expect(image).toMatchObject(size);
      expect(image.svg).toContain(
        `width="${size.width}" height="${size.height}" viewBox="0 0 ${size.width} ${size.height}"`,
      );
      assertWellFormed(image.svg);
    },
  );

  it('rasterises one of each kind with librsvg at full size', async () => {
    const firstOfKind = new Map<string, SeedImageSpec>();
    for (const spec of SAMPLE_SEED_IMAGES) if (!firstOfKind.has(spec.kind)) firstOfKind.set(spec.kind, spec);
    for (const spec of firstOfKind.values()) {
      const { svg, width, height } = renderSeedImage(spec, 7);
      const meta = await sharp(await sharp(Buffer.from(svg)).png().toBuffer()).metadata();
      expect([meta.width, meta.height]).toEqual([width, height]);
    }
  }, 60_000);

  it('is deterministic for a spec and seed, and varies with the seed', () => {
    const spec: SeedImageSpec = { kind: 'pool-photo', style: 'resort', time: 'dusk' };
    expect(renderSeedImage(spec, 5).svg).toBe(renderSeedImage(spec, 5).svg);
    expect(renderSeedImage(spec, 5).svg).not.toBe(renderSeedImage(spec, 6).svg);
  });

  it('escapes names embedded as text', () => {
    const { svg } = renderSeedImage({ kind: 'client-logo', name: 'Sea & Sand <Resorts>', variant: 2 }, 1);
    expect(svg).toContain('Sea &amp;');
    expect(svg).toContain('&lt;RESORTS&gt;');
  });

  it('rejects invalid specs with a message naming the field', () => {
    expect(() => renderSeedImage({ kind: 'product', shape: 'pump', colour: 'blue' }, 1)).toThrow(
      /colour must be a CSS hex colour/,
    );
    expect(() => renderSeedImage({ kind: 'portrait', name: '  ', variant: 0 }, 1)).toThrow(
      /name must not be empty/,
    );
    expect(() => renderSeedImage({ kind: 'award', title: 'Best', year: 20 }, 1)).toThrow(/year/);
    expect(() => renderSeedImage({ kind: 'icon', icon: 'call' }, 1.5)).toThrow(/seed must be a whole number/);
    expect(() => renderSeedImage({ kind: 'pool-hero', style: 'moat' as 'lap', time: 'day' }, 1)).toThrow(
      /style "moat"/,
    );
  });
});

describe('brochurePdf', () => {
  const input = {
    company: 'Tarang Pools Pvt. Ltd.',
    phone: '+91 98200 12345',
    email: 'hello@tarangpools.in',
    address: 'Andheri East, Mumbai 400069',
    services: [
      'Pool construction',
      'Renolit Alkorplan membranes (relining)',
      'Pool equipment',
      'uPVC windows',
    ],
  };

  it('writes a two-page PDF whose xref offsets point at each object', () => {
    const pdf = brochurePdf(input);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!.map(Number) as [
      number,
      number,
      number,
    ];
    expect(first).toBe(0);
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + count);
    expect(entries[0]).toBe('0000000000 65535 f ');
    for (let id = 1; id < count; id += 1) {
      const offset = Number(entries[id]!.slice(0, 10));
      expect(text.slice(offset, offset + `${id} 0 obj`.length)).toBe(`${id} 0 obj`);
    }
    expect(text).toMatch(/\/Type \/Pages \/Kids \[\d+ 0 R \d+ 0 R\] \/Count 2/);
    expect(text).toContain(`/Size ${count}`);
    expect(text).toContain('(Renolit Alkorplan membranes \\(relining\\)) Tj');
  });

  it('gives each content stream its exact byte length', () => {
    const text = brochurePdf(input).toString('latin1');
    for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index! + match[0].length;
      expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 9)).toBe('endstream');
    }
  });

  it('rejects an empty services list', () => {
    expect(() => brochurePdf({ ...input, services: [] })).toThrow(/at least one service/);
  });
});
