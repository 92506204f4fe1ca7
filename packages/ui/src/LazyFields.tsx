import type { SelectProps } from 'antd';
import { theme } from 'antd';
import type { DatePickerProps, RangePickerProps } from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import {
  type ComponentType,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';

/**
 * Fields that load antd's Select, DatePicker and RangePicker when the user reaches for them
 * (a later page may add at most 60 KB, see docs/decisions/0011-load-on-first-use.md). Select brings a virtual list (~20 KB brotli), the pickers
 * their panels (~25 KB): too much for a list page whose filters are often left alone, or a form
 * whose dates are mostly left at their defaults. Until then a
 * look-alike of the same size shows the value (or placeholder) with the same id, label and role,
 * so a label, a screen reader and a test find the same field. Pointing at it starts the
 * download; a click or focus (keyboard) swaps in antd's widget, focused (and open after a click),
 * so the keyboard works as with antd's own. Inside antd's Form.Item they take its id, value,
 * onChange and aria attributes (described-by, invalid: a red border like antd's, required) like
 * antd's fields. Imported from `@managewell/ui/lazy-fields` (not the shared root), like DataTable.
 */

// antd's components are shared one file at a time (packages/mf): these resolve to the host's copy.
// Loaded by hand rather than with React.lazy: a Suspense fallback would replace the stand-in
// under the pointer between hover and click, and the click would land on a detached element.
const loaders = {
  select: () => import('antd/es/select').then((m) => m.default as unknown as ComponentType<SelectProps>),
  datePicker: () =>
    import('antd/es/date-picker').then(
      (m) => m.default as unknown as ComponentType<DatePickerProps<Dayjs, false>>,
    ),
  rangePicker: () =>
    import('antd/es/date-picker').then(
      (m) => m.default.RangePicker as unknown as ComponentType<RangePickerProps & { ref?: unknown }>,
    ),
};
type Loaded = { [K in keyof typeof loaders]?: Awaited<ReturnType<(typeof loaders)[K]>> };
const loaded: Loaded = {};
const loading: { [K in keyof typeof loaders]?: Promise<unknown> } = {};

/** The component once `wanted` (kept for the next field), undefined while it downloads. */
function useWidget<K extends keyof typeof loaders>(which: K, wanted: boolean): Loaded[K] {
  const [, setReady] = useState(0);
  useEffect(() => {
    if (!wanted || loaded[which]) return;
    let live = true;
    loading[which] ??= loaders[which]().then((component) => {
      loaded[which] = component as Loaded[K];
    });
    loading[which].then(
      () => live && setReady((n) => n + 1),
      () => {
        // A failed download (offline): the next reach tries again; the stand-in stays.
        loading[which] = undefined;
      },
    );
    return () => {
      live = false;
    };
  }, [which, wanted]);
  return loaded[which];
}

/** How far the user got: pointed at it (download), focused it, or clicked it (open it too). */
type Reach = 'none' | 'point' | 'focus' | 'open';
const RANK: Record<Reach, number> = { none: 0, point: 1, focus: 2, open: 3 };

function useReach() {
  const [reach, setReach] = useState<Reach>('none');
  const raise = (to: Reach) => setReach((now) => (RANK[to] > RANK[now] ? to : now));
  return [reach, raise] as const;
}

/** What antd's Form.Item gives its field besides id, value and onChange. */
export interface FieldAria {
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean | 'true' | 'false';
}

const ariaOf = (props: FieldAria): FieldAria => ({
  'aria-describedby': props['aria-describedby'],
  'aria-invalid': props['aria-invalid'],
  'aria-required': props['aria-required'],
});

/** The look of an antd input box in the current theme (the stand-in's frame). */
function useFrameStyle(
  style: CSSProperties | undefined,
  state: { invalid?: FieldAria['aria-invalid']; disabled?: boolean } = {},
): CSSProperties {
  const { token } = theme.useToken();
  const invalid = state.invalid === true || state.invalid === 'true';
  return {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: token.controlHeight,
    padding: `0 ${token.paddingSM - 1}px`,
    border: `${token.lineWidth}px ${token.lineType} ${invalid ? token.colorError : token.colorBorder}`,
    borderRadius: token.borderRadius,
    background: state.disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    color: state.disabled ? token.colorTextDisabled : token.colorText,
    fontSize: token.fontSize,
    cursor: state.disabled ? 'not-allowed' : 'pointer',
    gap: token.paddingXS,
    // The placeholder's colour (below): a pseudo-element has no inline style.
    ['--mw-lazy-placeholder' as string]: token.colorTextPlaceholder,
    ...style,
  };
}

/**
 * What inline styles cannot say, as antd's own styles do: the placeholder's colour, and a Select
 * as wide as its Form.Item (antd's `-in-form-item`). One sheet, hoisted to the head by React.
 */
const STAND_IN_CSS = [
  '.mw-lazy-field-input::placeholder{color:var(--mw-lazy-placeholder);opacity:1}',
  '.ant-form-item-control-input-content>[data-lazy-field=select]{width:100%}',
].join('');
const StandInStyle = () => (
  <style href="mw-lazy-field" precedence="default">
    {STAND_IN_CSS}
  </style>
);

/** The stand-in's input: no box of its own, the frame's text colour and cursor. */
const INPUT_STYLE: CSSProperties = {
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 'none',
  padding: 0,
  background: 'transparent',
  height: '100%',
  font: 'inherit',
  color: 'inherit',
  cursor: 'inherit',
};

/** The icon at the end: a Select's arrow is 12 px (antd's fontSizeIcon); a picker's calendar
 * has the field's font size. */
function Suffix({ children, picker = false }: { children: ReactNode; picker?: boolean }) {
  const { token } = theme.useToken();
  return (
    <span
      aria-hidden
      style={{
        color: token.colorTextQuaternary,
        display: 'inline-flex',
        fontSize: picker ? token.fontSize : token.fontSizeIcon,
        pointerEvents: 'none',
      }}
    >
      {children}
    </span>
  );
}

const Chevron = () => (
  <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
    <path d="M884 256h-75c-5.1 0-9.9 2.5-12.9 6.7L512 654.2 227.9 262.7c-3-4.2-7.8-6.7-12.9-6.7h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z" />
  </svg>
);

const Calendar = () => (
  <svg viewBox="64 64 896 896" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
    <path d="M880 184H712v-64c0-4.4-3.6-8-8-8h-56c-4.4 0-8 3.6-8 8v64H384v-64c0-4.4-3.6-8-8-8h-56c-4.4 0-8 3.6-8 8v64H144c-17.7 0-32 14.3-32 32v664c0 17.7 14.3 32 32 32h736c17.7 0 32-14.3 32-32V216c0-17.7-14.3-32-32-32zm-40 656H184V460h656v380zM184 392V256h128v48c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8v-48h256v48c0 4.4 3.6 8 8 8h56c4.4 0 8-3.6 8-8v-48h128v136H184z" />
  </svg>
);

interface StandInFieldProps extends FieldAria {
  kind: 'select' | 'date';
  frame: CSSProperties;
  raise: (to: Reach) => void;
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  /** The value as the widget would show it. */
  text: string;
  placeholder?: string;
  /** What the widget's own input adds: a Select's combobox role and keys, a date's width. */
  input: InputHTMLAttributes<HTMLInputElement>;
  icon: ReactNode;
  picker?: boolean;
}

/**
 * A closed antd field's look-alike: its frame, a read-only input with the field's id, label and
 * aria attributes, and the icon at the end. Pointing at it raises 'point', focusing it 'focus'
 * and pressing it 'open'.
 */
function StandInField({ kind, frame, raise, text, input, icon, picker, ...field }: StandInFieldProps) {
  return (
    <span style={frame} onPointerEnter={() => raise('point')} data-lazy-field={kind}>
      <StandInStyle />
      <input
        id={field.id}
        aria-label={field['aria-label']}
        {...ariaOf(field)}
        disabled={field.disabled}
        readOnly
        value={text}
        placeholder={field.placeholder}
        {...input}
        onFocus={() => raise('focus')}
        onMouseDown={() => raise('open')}
        style={INPUT_STYLE}
        className="mw-lazy-field-input"
      />
      <Suffix picker={picker}>{icon}</Suffix>
    </span>
  );
}

/** What our filters and forms use of antd's Select props (a single choice among options). */
export interface LazySelectProps<V> extends FieldAria {
  id?: string;
  'aria-label'?: string;
  style?: CSSProperties;
  allowClear?: boolean;
  placeholder?: string;
  options: readonly { value: V; label: ReactNode }[];
  /** One value, or the list of a `tags` field. */
  value?: V | readonly V[] | null;
  /** `tags`: free values typed by the user (shown joined by commas until antd's Select loads). */
  mode?: 'tags';
  tokenSeparators?: string[];
  /** The chosen value, or undefined when cleared. */
  onChange?: (value: V) => void;
  /** Typing filters the options (antd's `showSearch`, on the option's `optionFilterProp`). */
  showSearch?: boolean;
  optionFilterProp?: string;
  disabled?: boolean;
  /** The options are on their way (antd's Select shows a spinner once it is loaded). */
  loading?: boolean;
}

/** antd's Select, loaded when the user points at, focuses or clicks the field. */
export function LazySelect<V extends string | number>(props: LazySelectProps<V>) {
  const [reach, raise] = useReach();
  const frame = useFrameStyle(props.style, { invalid: props['aria-invalid'], disabled: props.disabled });
  const chosen = props.options.find((option) => option.value === props.value);
  const standIn = (
    <StandInField
      kind="select"
      frame={frame}
      raise={raise}
      {...props}
      text={Array.isArray(props.value) ? props.value.join(', ') : chosen ? String(chosen.label) : ''}
      input={{
        role: 'combobox',
        'aria-expanded': false,
        'aria-haspopup': 'listbox',
        'aria-autocomplete': 'list',
        onKeyDown: (event) => {
          if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') raise('open');
        },
      }}
      icon={<Chevron />}
    />
  );
  const AntSelect = useWidget('select', reach !== 'none');
  if (!AntSelect) return standIn;
  return (
    <AntSelect
      {...(props as unknown as SelectProps)}
      autoFocus={RANK[reach] >= RANK.focus}
      defaultOpen={reach === 'open'}
    />
  );
}

/**
 * How people in India type a day besides the display format (12/03/1991 is 12 March): antd parses
 * a typed day in any of these and shows it in the first, instead of dropping it on leaving the field.
 */
const TYPED_DATE_FORMATS = [
  'D MMM YYYY',
  'DD MMM YYYY',
  'D MMMM YYYY',
  ...['/', '-', '.'].flatMap((s) => [
    `DD${s}MM${s}YYYY`,
    `D${s}M${s}YYYY`,
    `DD${s}M${s}YYYY`,
    `D${s}MM${s}YYYY`,
  ]),
  'YYYY-MM-DD',
];

/** What our forms use of antd's DatePicker props: one day, as a dayjs value like antd's. */
export interface LazyDatePickerProps extends FieldAria {
  id?: string;
  'aria-label'?: string;
  value?: Dayjs | null;
  /** The chosen day (null when cleared) and its text in `format`, as antd's DatePicker reports it. */
  onChange?: (date: Dayjs | null, dateString: string | null) => void;
  /** dayjs display format (antd's default: YYYY-MM-DD). */
  format?: string;
  /** antd's default (English locale): "Select date". */
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
}

/**
 * antd's DatePicker, loaded when the user points at, focuses or clicks the field (then typed
 * dates and the calendar panel are antd's own). Drops into a Form.Item in place of DatePicker.
 */
export function LazyDatePicker({
  format = 'YYYY-MM-DD',
  placeholder = 'Select date',
  style,
  ...props
}: LazyDatePickerProps) {
  const [reach, raise] = useReach();
  const frame = useFrameStyle(style, { invalid: props['aria-invalid'], disabled: props.disabled });
  const AntDatePicker = useWidget('datePicker', reach !== 'none');
  if (AntDatePicker)
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: a wrapper only stops Enter, after the field picked the typed day, from going on to submit the form around it.
      <span onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()} style={{ display: 'contents' }}>
        <AntDatePicker
          {...props}
          style={style}
          format={[format, ...TYPED_DATE_FORMATS.filter((f) => f !== format)]}
          placeholder={placeholder}
          autoFocus={RANK[reach] >= RANK.focus}
          defaultOpen={reach === 'open'}
        />
      </span>
    );
  return (
    <StandInField
      kind="date"
      frame={frame}
      raise={raise}
      {...props}
      text={props.value ? props.value.format(format) : ''}
      placeholder={placeholder}
      input={{ size: 12, autoComplete: 'off' }}
      icon={<Calendar />}
      picker
    />
  );
}

/** Dates as `YYYY-MM-DD` (the URL's and the API's form); null or undefined for an open end. */
export type DateRangeValue = [string | null | undefined, string | null | undefined];

export interface LazyDateRangeProps {
  /** The ids of the two inputs, so each can be labelled. */
  id?: { start: string; end: string };
  'aria-label'?: string;
  value: DateRangeValue;
  /** Both ends as `YYYY-MM-DD`, undefined when left empty (or cleared). */
  onChange: (from: string | undefined, to: string | undefined) => void;
  placeholder?: [string, string];
  /** dayjs display format (antd's default: YYYY-MM-DD). */
  format?: string;
  /** Either end may stay empty. */
  allowEmpty?: boolean;
  style?: CSSProperties;
}

/**
 * antd's RangePicker over two `YYYY-MM-DD` strings, loaded when the user points at, focuses or
 * clicks one of its ends (the end clicked or focused keeps the focus).
 */
export function LazyDateRange({
  id,
  value,
  onChange,
  placeholder = ['Start date', 'End date'],
  format = 'YYYY-MM-DD',
  allowEmpty = false,
  style,
  ...rest
}: LazyDateRangeProps) {
  const [reach, raise] = useReach();
  const [end, setEnd] = useState<0 | 1>(0);
  const frame = useFrameStyle(style);
  const input = INPUT_STYLE;
  const picker = useRef<{ focus?: (index?: number) => void } | null>(null);
  const focusWanted = RANK[reach] >= RANK.focus;
  const AntRangePicker = useWidget('rangePicker', reach !== 'none');
  // antd's autoFocus takes the start; the end the user reached for gets the focus instead.
  useEffect(() => {
    if (!focusWanted || end === 0) return;
    const timer = setInterval(() => {
      if (picker.current?.focus) {
        picker.current.focus(1);
        clearInterval(timer);
      }
    }, 20);
    return () => clearInterval(timer);
  }, [focusWanted, end]);
  const shown = (date: string | null | undefined) => (date ? dayjs(date).format(format) : '');
  const reachFor = (index: 0 | 1, to: Reach) => {
    setEnd(index);
    raise(to);
  };
  /** One end of the stand-in: a read-only input that loads the picker when reached for. */
  const endInput = (index: 0 | 1) => (
    <input
      id={index === 0 ? id?.start : id?.end}
      aria-label={id ? undefined : rest['aria-label']}
      readOnly
      value={shown(value[index])}
      placeholder={placeholder[index]}
      size={12}
      onFocus={() => reachFor(index, 'focus')}
      onMouseDown={() => reachFor(index, 'open')}
      style={input}
      className="mw-lazy-field-input"
    />
  );
  const standIn = (
    <span style={frame} onPointerEnter={() => raise('point')} data-lazy-field="date-range">
      <StandInStyle />
      {endInput(0)}
      <Suffix>→</Suffix>
      {endInput(1)}
      <Suffix picker>
        <Calendar />
      </Suffix>
    </span>
  );
  if (!AntRangePicker) return standIn;
  return (
    <AntRangePicker
      ref={picker}
      id={id}
      aria-label={rest['aria-label']}
      style={style}
      allowEmpty={allowEmpty ? [true, true] : undefined}
      placeholder={placeholder}
      format={format}
      value={[value[0] ? dayjs(value[0]) : null, value[1] ? dayjs(value[1]) : null]}
      onChange={(dates) => onChange(dates?.[0]?.format('YYYY-MM-DD'), dates?.[1]?.format('YYYY-MM-DD'))}
      autoFocus={focusWanted && end === 0}
      defaultOpen={reach === 'open'}
    />
  );
}
