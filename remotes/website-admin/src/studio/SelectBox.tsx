/**
 * antd's Checkbox look for the list's row selection, drawn from the theme's tokens (antd's
 * Checkbox brings its group, wave and styles, ~5 KB brotli). A real checkbox input
 * (transparent, over the drawn box) keeps its role, label, keyboard and focus.
 */
import { theme } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';

export function SelectBox({
  checked,
  indeterminate = false,
  disabled = false,
  onChange,
  'aria-label': label,
}: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  'aria-label': string;
}) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement | null>(null);
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  const filled = checked && !indeterminate;
  const size = token.controlInteractiveSize;
  return (
    <span
      style={{
        position: 'relative',
        display: 'inline-block',
        width: size,
        height: size,
        verticalAlign: 'middle',
        lineHeight: 1,
      }}
    >
      <input
        ref={input}
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        onFocus={(e) => setFocus(e.target.matches(':focus-visible'))}
        onBlur={() => setFocus(false)}
        style={{
          position: 'absolute',
          inset: 0,
          zIndex: 1,
          width: '100%',
          height: '100%',
          margin: 0,
          opacity: 0,
          cursor: disabled ? 'not-allowed' : 'pointer',
        }}
      />
      <span
        aria-hidden
        style={{
          boxSizing: 'border-box',
          display: 'block',
          width: size,
          height: size,
          borderRadius: token.borderRadiusSM,
          border: `${token.lineWidth}px ${token.lineType} ${
            filled || (hover && !disabled) ? token.colorPrimary : token.colorBorder
          }`,
          background: disabled
            ? token.colorBgContainerDisabled
            : filled
              ? token.colorPrimary
              : token.colorBgContainer,
          outline: focus ? `${token.lineWidthFocus}px solid ${token.colorPrimaryBorder}` : undefined,
          outlineOffset: 1,
          transition: `all ${token.motionDurationSlow}`,
          position: 'relative',
        }}
      >
        {filled && (
          <span
            style={{
              position: 'absolute',
              top: '50%',
              insetInlineStart: '25%',
              width: (size / 14) * 5,
              height: (size / 14) * 8,
              border: `${token.lineWidthBold}px solid ${token.colorWhite}`,
              borderTop: 0,
              borderInlineStart: 0,
              transform: 'rotate(45deg) scale(1) translate(-50%,-50%)',
              boxSizing: 'border-box',
            }}
          />
        )}
        {indeterminate && (
          <span
            style={{
              position: 'absolute',
              top: '50%',
              insetInlineStart: '50%',
              width: size / 2,
              height: size / 2,
              background: disabled ? token.colorTextDisabled : token.colorPrimary,
              transform: 'translate(-50%,-50%)',
            }}
          />
        )}
      </span>
    </span>
  );
}
