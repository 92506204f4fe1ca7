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
});
