import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { MenuItem } from '@managewell/ui';
import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NavIconStyle } from './configurator/layoutSettings';
import { SideNav } from './SideNav';

/** SPEC 9: the horizontal navigation scrolls by the wrapper's width minus 80px. */
export function scrollStep(wrapperWidth: number): number {
  return Math.max(0, wrapperWidth - 80);
}

/** The navigation as a top bar (horizontal layout), with scroll arrows when it overflows. */
export function HorizontalNav({
  items,
  dark,
  background,
  iconStyle,
}: {
  items: MenuItem[];
  dark: boolean;
  background?: string;
  iconStyle?: NavIconStyle;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = wrapper.current;
    if (!el) return;
    const left = el.scrollLeft > 0;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    // Only a real change re-renders (a new object every time would loop).
    setOverflow((current) => (current.left === left && current.right === right ? current : { left, right }));
  }, []);
  useEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  const scroll = (direction: 1 | -1) => {
    const el = wrapper.current;
    if (el) el.scrollBy({ left: direction * scrollStep(el.clientWidth), behavior: 'smooth' });
  };
  return (
    <div className="mw-hnav" style={{ background }} data-dark={dark}>
      {overflow.left && (
        <Button
          type="text"
          aria-label="Scroll menu left"
          icon={<LeftOutlined />}
          onClick={() => scroll(-1)}
        />
      )}
      <div ref={wrapper} className="mw-hnav-scroll" onScroll={measure}>
        <SideNav items={items} mode="horizontal" dark={dark} iconStyle={iconStyle} />
      </div>
      {overflow.right && (
        <Button
          type="text"
          aria-label="Scroll menu right"
          icon={<RightOutlined />}
          onClick={() => scroll(1)}
        />
      )}
    </div>
  );
}
