import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Reviews } from './Reviews';

const review = (rating: number, name: string) => ({
  name,
  place: 'Pune',
  rating,
  text: `${name} says hi`,
  date: '2026-02-02',
});

describe('Reviews', () => {
  it('shows the average, its stars as accessible text and the count', () => {
    render(<Reviews reviews={[review(5, 'Asha'), review(4, 'Ravi')]} />);
    expect(document.querySelector('.reviews__score')?.textContent).toBe('4.5');
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(screen.getByText('Based on 2 reviews')).toBeTruthy();
    expect(screen.getAllByText('2 February 2026')).toHaveLength(2);
  });

  it('says so when there are no reviews', () => {
    render(<Reviews reviews={[]} />);
    expect(screen.getByText(/No reviews yet/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
