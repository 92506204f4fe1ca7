// Light stand-ins for antd's Card and Typography on the pages every role opens first (a role's
// first page stays within 350 KB, see docs/decisions/0010-light-components-first-pages.md). antd's Typography imports its editable and copyable parts
// (Input, TextArea, the form context and @rc-component/form, Tooltip) and Card imports Tabs:
// ~30 KB brotli for a heading, a grey line and a bordered box. These render the same boxes
// and text in antd's theme tokens (light and dark), so they look the same beside antd's own
// components. Imported from `@managewell/ui/light` (not shared: each app bundles the ~1 KB it uses).
import { Button, theme } from 'antd';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useState } from 'react';
import { CloseCircleIcon, SearchIcon } from './icons';

type TextType = 'secondary' | 'success' | 'warning' | 'danger';

function textColor(token: ReturnType<typeof theme.useToken>['token'], type: TextType | undefined) {
  switch (type) {
    case 'secondary':
      return token.colorTextSecondary;
    case 'success':
      return token.colorSuccessText;
    case 'warning':
      return token.colorWarningText;
    case 'danger':
      return token.colorErrorText;
    default:
      return undefined;
  }
}

/** antd's `Typography.Text` for plain text: a span in the theme's secondary/success/… colour. */
export function Text({
  type,
  strong,
  style,
  children,
}: {
  type?: TextType;
  strong?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <span
      style={{
        color: textColor(token, type),
        fontWeight: strong ? token.fontWeightStrong : undefined,
        wordBreak: 'break-word',
        ...style,
      }}
    >
      {children}
    </span>
  );
}

/**
 * antd's `Statistic` for a figure already formatted: its title and a large value (red when
 * `danger`). Statistic brings its countdown and skeleton parts, which a dashboard of numbers
 * does not need.
 */
export function Figure({ title, value, danger }: { title: ReactNode; value: ReactNode; danger?: boolean }) {
  const { token } = theme.useToken();
  return (
    <div>
      <div style={{ marginBottom: 4, color: token.colorTextDescription, fontSize: token.fontSize }}>
        {title}
      </div>
      <div
        style={{
          color: danger ? token.colorError : token.colorTextHeading,
          fontSize: token.fontSizeHeading3,
          fontFamily: token.fontFamily,
        }}
      >
        {value}
      </div>
    </div>
  );
}

/** antd's `Typography.Title`: an h1–h5 in the theme's heading size, weight and colour. */
export function Title({
  level = 1,
  style,
  children,
}: {
  level?: 1 | 2 | 3 | 4 | 5;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  const { token } = theme.useToken();
  const Heading = `h${level}` as const;
  return (
    <Heading
      style={{
        marginTop: 0,
        marginBottom: '0.5em',
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: token[`fontSizeHeading${level}`],
        lineHeight: token[`lineHeightHeading${level}`],
        wordBreak: 'break-word',
        ...style,
      }}
    >
      {children}
    </Heading>
  );
}

/**
 * antd's `Card` without tabs, cover, actions or loading: a bordered box with an optional head
 * (title and `extra`) and a body, in the sizes of antd's default and `small` cards.
 */
export function Panel({
  title,
  extra,
  size,
  style,
  className,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small' | 'default';
  style?: CSSProperties;
  className?: string;
  children?: ReactNode;
}) {
  const { token } = theme.useToken();
  const small = size === 'small';
  const radius = token.borderRadiusLG;
  return (
    <div
      className={className}
      style={{
        boxSizing: 'border-box',
        position: 'relative',
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: radius,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        ...style,
      }}
    >
      {(title || extra) && (
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            minHeight: small
              ? token.fontSize * token.lineHeight + token.paddingXS * 2
              : token.fontSizeLG * token.lineHeightLG + token.padding * 2,
            marginBottom: -1,
            padding: `0 ${small ? 12 : token.paddingLG}px`,
            color: token.colorTextHeading,
            fontWeight: token.fontWeightStrong,
            fontSize: small ? token.fontSize : token.fontSizeLG,
            borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            borderRadius: `${radius}px ${radius}px 0 0`,
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', width: '100%' }}>
            {title && (
              <div
                style={{
                  display: 'inline-block',
                  flex: 1,
                  overflow: 'hidden',
                  whiteSpace: 'nowrap',
                  textOverflow: 'ellipsis',
                }}
              >
                {title}
              </div>
            )}
            {extra && (
              <div
                style={{
                  marginInlineStart: 'auto',
                  color: token.colorText,
                  fontWeight: 400,
                  fontSize: token.fontSize,
                }}
              >
                {extra}
              </div>
            )}
          </div>
        </div>
      )}
      <div style={{ padding: small ? 12 : token.paddingLG }}>{children}</div>
    </div>
  );
}

/**
 * antd's line `Tabs` (no overflow menu, no animation): a tab list with the active tab in the
 * primary colour over its ink bar, then the active tab's panel. Tabs that do not fit (a phone)
 * scroll sideways on one line. The keyboard moves as in antd's (WAI-ARIA tabs): the arrow keys,
 * Home and End choose the next tab, and only the chosen tab is in the Tab order.
 */
export function TabBar<K extends string>({
  activeKey,
  onChange,
  items,
}: {
  activeKey: K;
  onChange: (key: K) => void;
  items: { key: K; label: ReactNode; children?: ReactNode }[];
}) {
  const { token } = theme.useToken();
  const active = items.find((item) => item.key === activeKey);
  const choose = (key: K, focus: boolean) => {
    onChange(key);
    const tab = document.getElementById(`tab-${key}`);
    if (focus) tab?.focus();
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => item.key === activeKey);
    const to = {
      ArrowRight: (at + 1) % items.length,
      ArrowLeft: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    const next = to === undefined ? undefined : items[to];
    if (!next) return;
    event.preventDefault();
    choose(next.key, true);
  };
  return (
    <div>
      <div
        role="tablist"
        onKeyDown={onKeyDown}
        style={{
          display: 'flex',
          gap: 32,
          marginBottom: token.margin,
          borderBottom: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          overflowX: 'auto',
          scrollbarWidth: 'thin',
        }}
      >
        {items.map((item) => {
          const selected = item.key === activeKey;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`tabpanel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => choose(item.key, false)}
              style={{
                position: 'relative',
                flexShrink: 0,
                whiteSpace: 'nowrap',
                padding: `${token.paddingSM}px 0`,
                border: 0,
                background: 'transparent',
                cursor: 'pointer',
                font: 'inherit',
                fontSize: token.fontSize,
                color: selected ? token.colorPrimary : token.colorText,
                boxShadow: selected ? `inset 0 -2px 0 ${token.colorPrimary}` : undefined,
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div role="tabpanel" id={`tabpanel-${active.key}`} aria-labelledby={`tab-${active.key}`}>
          {active.children}
        </div>
      )}
    </div>
  );
}

/**
 * antd's `Input.Search` with `allowClear`, for a list's search box: a text field joined to a
 * search button, in the theme's input sizes and colours (antd's Input brings its Search,
 * Password, OTP and TextArea parts: ~17 KB brotli). `onChange` gets the text.
 */
export function SearchBox({
  id,
  value,
  onChange,
  placeholder,
  style,
  'aria-label': ariaLabel,
  onSearch,
}: {
  /** The text field's id (for a `<label htmlFor>`). */
  id?: string;
  value: string;
  onChange: (text: string) => void;
  /** Enter, the search button or clearing (antd's `onSearch`): for lists that search on demand. */
  onSearch?: (text: string) => void;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}) {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const borderColor = focused ? token.colorPrimary : hovered ? token.colorPrimaryHover : token.colorBorder;
  return (
    <span style={{ display: 'flex', width: '100%', ...style }}>
      <span
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          flex: 1,
          minWidth: 0,
          padding: `${token.paddingXXS}px ${token.paddingSM - 1}px`,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${borderColor}`,
          borderRadius: `${token.borderRadius}px 0 0 ${token.borderRadius}px`,
          boxShadow: focused ? `0 0 0 ${token.controlOutlineWidth}px ${token.controlOutline}` : undefined,
          transition: `all ${token.motionDurationMid}`,
          position: 'relative',
          zIndex: focused || hovered ? 1 : undefined,
        }}
      >
        <input
          id={id}
          type="text"
          aria-label={ariaLabel}
          placeholder={placeholder}
          value={value}
          maxLength={100}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && onSearch) onSearch(value);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          style={{
            flex: 1,
            minWidth: 0,
            padding: 0,
            border: 0,
            outline: 'none',
            background: 'transparent',
            color: token.colorText,
            font: 'inherit',
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
          }}
        />
        {value && (
          <button
            type="button"
            aria-label="Clear"
            onClick={() => {
              onChange('');
              onSearch?.('');
            }}
            style={{
              display: 'inline-flex',
              marginInlineStart: token.marginXXS,
              padding: 0,
              border: 0,
              background: 'transparent',
              cursor: 'pointer',
              color: token.colorTextQuaternary,
              fontSize: token.fontSizeIcon,
            }}
          >
            <CloseCircleIcon />
          </button>
        )}
      </span>
      <Button
        aria-label="Search"
        icon={<SearchIcon />}
        onClick={() => onSearch?.(value)}
        style={{ marginInlineStart: -token.lineWidth, borderStartStartRadius: 0, borderEndStartRadius: 0 }}
      />
    </span>
  );
}
