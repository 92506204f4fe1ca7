import type { DatePickerProps } from 'antd';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { type ComponentType, useEffect, useState } from 'react';

// antd's DatePicker (its panels: ~30 KB brotli) loads when the person reaches for "Pick a week",
// not with the timesheet (a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md); the previous/next buttons need none of
// it. Loaded by hand, as `@managewell/ui/lazy-fields` does: a Suspense fallback would replace the
// button under the pointer between its hover and its click.
let picker: ComponentType<DatePickerProps> | undefined;
let loading: Promise<void> | undefined;
const loadPicker = () => {
  loading ??= import('antd/es/date-picker').then(
    (m) => {
      picker = m.default as unknown as ComponentType<DatePickerProps>;
    },
    (failure) => {
      loading = undefined; // offline: the next reach tries again
      throw failure;
    },
  );
  return loading;
};

/** The week shown (its Monday, `YYYY-MM-DD`): previous, next, or any week from a picker. */
export function WeekSwitcher({ monday, onChange }: { monday: string; onChange: (monday: string) => void }) {
  const [wanted, setWanted] = useState<'none' | 'point' | 'open'>('none');
  const [, setReady] = useState(0);
  useEffect(() => {
    if (wanted === 'none' || picker) return;
    let live = true;
    loadPicker().then(
      () => live && setReady((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  const week = dayjs(monday);
  const Picker = wanted === 'open' ? picker : undefined;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <Button size="small" onClick={() => onChange(week.subtract(7, 'day').format('YYYY-MM-DD'))}>
        ‹ Previous week
      </Button>
      <Button size="small" onClick={() => onChange(week.add(7, 'day').format('YYYY-MM-DD'))}>
        Next week ›
      </Button>
      {Picker ? (
        <Picker
          picker="week"
          size="small"
          value={week}
          allowClear={false}
          aria-label="Week"
          autoFocus
          defaultOpen
          onChange={(d) => d && !Array.isArray(d) && onChange(d.format('YYYY-MM-DD'))}
        />
      ) : (
        <Button
          size="small"
          onPointerEnter={() => setWanted((w) => (w === 'none' ? 'point' : w))}
          onFocus={() => setWanted((w) => (w === 'none' ? 'point' : w))}
          onClick={() => setWanted('open')}
        >
          Pick a week…
        </Button>
      )}
    </span>
  );
}
