import { theme } from 'antd';

export interface TrendPoint {
  date: string;
  newLeads: number;
  calls: number;
  accepted: number;
}

const SERIES = [
  { key: 'calls', label: 'Calls', colorToken: 'colorPrimary' },
  { key: 'newLeads', label: 'New leads in sales', colorToken: 'colorWarning' },
  { key: 'accepted', label: 'Quotations accepted', colorToken: 'colorSuccess' },
] as const;

/** The last 90 days as three lines, drawn in SVG (no chart library for one chart). */
export function TrendChart({ data, height = 200 }: { data: TrendPoint[]; height?: number }) {
  const { token } = theme.useToken();
  const width = 900;
  const pad = { left: 32, right: 8, top: 8, bottom: 24 };
  const max = Math.max(1, ...data.flatMap((d) => [d.calls, d.newLeads, d.accepted]));
  const x = (i: number) => pad.left + (i / Math.max(1, data.length - 1)) * (width - pad.left - pad.right);
  const y = (v: number) => pad.top + (1 - v / max) * (height - pad.top - pad.bottom);
  const ticks = [...new Set([0, Math.round(max / 2), max])];
  const total = (key: (typeof SERIES)[number]['key']) => data.reduce((s, d) => s + d[key], 0);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-label={`Last 90 days: ${SERIES.map((s) => `${total(s.key)} ${s.label.toLowerCase()}`).join(', ')}`}
        viewBox={`0 0 ${width} ${height}`}
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        {ticks.map((t) => (
          <g key={t}>
            <line
              x1={pad.left}
              x2={width - pad.right}
              y1={y(t)}
              y2={y(t)}
              stroke={token.colorBorderSecondary}
            />
            <text
              x={pad.left - 6}
              y={y(t) + 4}
              textAnchor="end"
              fontSize={11}
              fill={token.colorTextSecondary}
            >
              {t}
            </text>
          </g>
        ))}
        {data
          .map((d, i) => ({ d, i }))
          .filter(({ i }) => i % 15 === 0 || i === data.length - 1)
          .map(({ d, i }) => (
            <text
              key={d.date}
              x={x(i)}
              y={height - 6}
              textAnchor="middle"
              fontSize={11}
              fill={token.colorTextSecondary}
            >
              {new Date(`${d.date}T00:00:00Z`).toLocaleDateString('en-IN', {
                day: 'numeric',
                month: 'short',
                timeZone: 'UTC',
              })}
            </text>
          ))}
        {SERIES.map((s) => (
          <polyline
            key={s.key}
            fill="none"
            stroke={token[s.colorToken]}
            strokeWidth={2}
            points={data.map((d, i) => `${x(i).toFixed(1)},${y(d[s.key]).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption style={{ display: 'flex', gap: 16, flexWrap: 'wrap', fontSize: 12, marginTop: 4 }}>
        {SERIES.map((s) => (
          <span key={s.key}>
            <span
              style={{
                display: 'inline-block',
                width: 12,
                height: 3,
                background: token[s.colorToken],
                marginInlineEnd: 6,
                verticalAlign: 'middle',
              }}
            />
            {s.label} ({total(s.key)})
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
