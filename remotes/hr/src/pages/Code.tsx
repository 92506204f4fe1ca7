import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** antd's `<Typography.Text code>` (its look, without Typography's ~7 KB). */
export function Code({ style, children }: { style?: CSSProperties; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <code
      style={{
        margin: '0 0.2em',
        paddingInline: '0.4em',
        paddingBlock: '0.2em 0.1em',
        fontSize: '85%',
        fontFamily: token.fontFamilyCode,
        background: 'rgba(150, 150, 150, 0.1)',
        border: '1px solid rgba(100, 100, 100, 0.2)',
        borderRadius: 3,
        ...style,
      }}
    >
      {children}
    </code>
  );
}
