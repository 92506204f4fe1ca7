import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangesTable } from './ChangesTable';

const about = `<p>${'Our pools are built to last with care and skill. '.repeat(6)}</p>`;

describe('ChangesTable (compare two versions)', () => {
  it('shows the whole rich text, the words that changed marked', () => {
    const { container } = render(
      <ChangesTable
        kind="product"
        changes={[{ field: 'data.about', before: about, after: about.replace('</p>', ' Ask us today.</p>') }]}
      />,
    );
    expect(screen.getByRole('rowheader', { name: 'About' })).toBeTruthy();
    const [before, after] = [...container.querySelectorAll('tbody td')];
    expect(before!.textContent!.trim()).toBe(about.replace(/<\/?p>/g, '').trim());
    expect(after!.textContent).toContain('skill. Ask us today.');
    expect(after!.querySelector('ins')!.textContent!.trim()).toBe('Ask us today.');
    expect(before!.querySelector('ins, del')).toBeNull();
  });

  it('shows pictures as thumbnails, not their ids', () => {
    const { container } = render(
      <ChangesTable
        kind="product"
        changes={[
          { field: 'data.images', before: ['product-tp-sf-500'], after: ['product-tp-sf-500', 'pool-wide'] },
        ]}
      />,
    );
    expect(container.textContent).not.toContain('["product-tp-sf-500"]');
    const [before, after] = [...container.querySelectorAll('tbody td')];
    expect([...before!.querySelectorAll('img')].map((img) => img.alt)).toEqual(['product-tp-sf-500']);
    expect([...after!.querySelectorAll('img')].map((img) => img.alt)).toEqual([
      'product-tp-sf-500',
      'pool-wide',
    ]);
  });

  it('shows a group field by field, its picture as a thumbnail', () => {
    const { container } = render(
      <ChangesTable
        kind="service"
        changes={[
          {
            field: 'data.banner',
            before: { heading: 'Pools', text: 'Built well', image: 'pool-wide' },
            after: { heading: 'Pools', text: 'Built better', image: 'pool-small' },
          },
        ]}
      />,
    );
    const after = container.querySelectorAll('tbody td')[1]!;
    expect(after.textContent).toContain('Built better');
    expect(after.querySelector('img')!.alt).toBe('pool-small');
    expect(container.textContent).not.toContain('{"heading"');
  });
});
