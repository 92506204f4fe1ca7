// @vitest-environment jsdom
import '@managewell/ui/testing/jsdom';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Figure, TabBar } from './light';

function Tabs() {
  const [key, setKey] = useState<'leaves' | 'attendance' | 'holidays'>('leaves');
  return (
    <TabBar
      activeKey={key}
      onChange={setKey}
      items={[
        { key: 'leaves', label: 'Leaves', children: 'Leave requests' },
        { key: 'attendance', label: 'Attendance', children: 'Attendance grid' },
        { key: 'holidays', label: 'Holidays', children: 'Holiday list' },
      ]}
    />
  );
}

describe('TabBar', () => {
  afterEach(cleanup);

  it('shows the chosen tab’s panel; a click chooses another', () => {
    render(<Tabs />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Leave requests');
    fireEvent.click(screen.getByRole('tab', { name: 'Holidays' }));
    expect(screen.getByRole('tab', { name: 'Holidays' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Holiday list');
  });

  it('moves with the arrow keys, Home and End, keeping only the chosen tab in the Tab order', () => {
    render(<Tabs />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    expect([tab('Leaves'), tab('Attendance'), tab('Holidays')].map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    tab('Leaves').focus();
    fireEvent.keyDown(tab('Leaves'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Attendance'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Attendance grid');
    expect(tab('Attendance').tabIndex).toBe(0);
    expect(tab('Leaves').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('Attendance'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Holidays'));
    fireEvent.keyDown(tab('Holidays'), { key: 'ArrowRight' }); // wraps round
    expect(document.activeElement).toBe(tab('Leaves'));
    fireEvent.keyDown(tab('Leaves'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Holidays'));
    fireEvent.keyDown(tab('Holidays'), { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Leave requests');
  });
});

describe('Figure', () => {
  it('shows its title and value, the value in the error colour when it is a danger', () => {
    const { rerender } = render(<Figure title="Overdue" value="₹0" />);
    const value = screen.getByText('₹0');
    expect(screen.getByText('Overdue')).toBeTruthy();
    const calm = value.style.color;
    rerender(<Figure title="Overdue" value="₹0" danger />);
    expect(screen.getByText('₹0').style.color).not.toBe(calm);
  });
});
