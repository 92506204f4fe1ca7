import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { image } from '../pages/test/fixtures';
import { Gallery } from './Gallery';

const images = [
  image('a', 'Infinity edge at dusk'),
  image('b', 'Deck and loungers'),
  image('c', 'Night lighting'),
];

function dialog() {
  return screen.getByRole('dialog', { hidden: true });
}

describe('Gallery lightbox', () => {
  it('opens on the chosen thumbnail with its counter and caption', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} />);
    await user.click(screen.getByRole('button', { name: /Enlarge image 2 of 3/ }));
    expect(dialog().textContent).toContain('2 of 3');
    expect(dialog().querySelector('figcaption')?.textContent).toBe('Deck and loungers');
  });

  it('moves with the arrow keys and the buttons, wrapping round', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} />);
    await user.click(screen.getByRole('button', { name: /Enlarge image 3 of 3/ }));
    await user.keyboard('{ArrowRight}');
    expect(dialog().textContent).toContain('1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(dialog().textContent).toContain('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous image', hidden: true }));
    expect(dialog().querySelector('figcaption')?.textContent).toBe('Deck and loungers');
    await user.click(screen.getByRole('button', { name: 'Next image', hidden: true }));
    expect(dialog().textContent).toContain('3 of 3');
  });

  it('closes on Esc and gives focus back to the thumbnail that opened it', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} />);
    const thumbnail = screen.getByRole('button', { name: /Enlarge image 2 of 3/ });
    await user.click(thumbnail);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close', hidden: true }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(document.activeElement).toBe(thumbnail);
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    render(<Gallery images={images} />);
    await user.click(screen.getByRole('button', { name: /Enlarge image 1 of 3/ }));
    await user.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('renders nothing without images', () => {
    const { container } = render(<Gallery images={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
