import type { QuotationLine } from '@managewell/api/contract';
import { quotationTotals } from '@managewell/api/quotation';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeQuotationContent, makeQuotationLine } from '../../test/fixtures';
import { ContentView } from './ContentView';

describe('ContentView', () => {
  it('shows the discount, saying whether the extra payments got it', () => {
    const lines: QuotationLine[] = [
      makeQuotationLine('a', 'Pool shell', 1, 100_000_00),
      { ...makeQuotationLine('b', 'Heat pump', 1, 10_000_00), origin: 'extra' },
    ];
    const priced = quotationTotals({
      lines,
      overall_discount_bps: 1000,
      discount_extras: false,
      inter_state: false,
    });
    render(
      <ContentView
        content={{
          ...makeQuotationContent(lines),
          ...priced,
          overall_discount_bps: 1000,
          discount_extras: false,
        }}
      />,
    );
    expect(screen.getByText('Discount (10% overall, not on extras)')).toBeTruthy();
    expect(screen.getAllByText('-₹10,000.00').length).toBeGreaterThan(0);
    expect(screen.getByText('Before discount')).toBeTruthy();
  });

  it('shows sales the quotation team’s note, and nothing when there is none', () => {
    const lines = [makeQuotationLine('a', 'Pool shell', 1, 100_000_00)];
    const content = { ...makeQuotationContent(lines), note: '5 % discount approved by Ravi' };
    const { rerender } = render(<ContentView content={content} />);
    expect(screen.getByText('5 % discount approved by Ravi')).toBeTruthy();
    expect(screen.getByText(/Note from the quotation team/)).toBeTruthy();
    rerender(<ContentView content={{ ...content, note: '  ' }} />);
    expect(screen.queryByText(/Note from the quotation team/)).toBeNull();
  });
});
