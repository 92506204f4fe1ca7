import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { image } from '../pages/test/fixtures';
import { Picture } from './Picture';

describe('Picture', () => {
  it('offers AVIF in one <source> and JPEG in the <img>, at every width the server makes', () => {
    const { container } = render(<Picture image={image('deck', 'Deck at dusk')} sizes="100vw" />);
    const sources = container.querySelectorAll('source');
    expect(sources).toHaveLength(1);
    expect(sources[0]?.getAttribute('type')).toBe('image/avif');
    const widths = [320, 480, 768, 1024, 1440, 1600];
    expect(sources[0]?.getAttribute('srcset')).toBe(
      widths.map((w) => `/media/deck/${w}.avif ${w}w`).join(', '),
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/deck/768.jpg');
    expect(img?.getAttribute('srcset')).toBe(widths.map((w) => `/media/deck/${w}.jpg ${w}w`).join(', '));
    expect(img?.getAttribute('alt')).toBe('Deck at dusk');
    // The intrinsic size reserves the space (no layout shift); below the first screen it waits.
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1600', '1067']);
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('loads the first screen’s picture eagerly, with high priority', () => {
    const { container } = render(<Picture image={image('hero')} sizes="100vw" priority />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });
});
