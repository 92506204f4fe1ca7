import { theme } from 'antd';

/**
 * A small SVG line of daily values with the "good" threshold dashed (no chart library: this is
 * the editor's first page and stays light).
 */
export function Sparkline({
  points,
  good,
  label,
  format,
}: {
  points: { day: string; value: number }[];
  good: number;
  label: string;
  format: (value: number) => string;
}) {
  const { token } = theme.useToken();
  const width = 200;
  const height = 48;
  if (points.length === 0)
    return (
      <svg
        role="img"
        aria-label={`${label}: no reports in the last 14 days`}
        viewBox={`0 0 ${width} ${height}`}
        style={{ width: '100%', height }}
      >
        <line
          x1={0}
          x2={width}
          y1={height / 2}
          y2={height / 2}
          stroke={token.colorBorder}
          strokeDasharray="4 4"
        />
      </svg>
    );
  const max = Math.max(good * 1.5, ...points.map((p) => p.value));
  const x = (i: number) => (points.length === 1 ? width / 2 : (i / (points.length - 1)) * (width - 8) + 4);
  const y = (v: number) => height - 4 - (v / max) * (height - 8);
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(' ');
  const description = points.map((p) => `${p.day}: ${format(p.value)}`).join(', ');
  return (
    <svg
      role="img"
      aria-label={`${label} per day: ${description}`}
      viewBox={`0 0 ${width} ${height}`}
      style={{ width: '100%', height }}
    >
      <line
        x1={0}
        x2={width}
        y1={y(good)}
        y2={y(good)}
        stroke={token.colorSuccess}
        strokeDasharray="4 4"
        strokeWidth={1}
      />
      <path d={path} fill="none" stroke={token.colorPrimary} strokeWidth={2} strokeLinejoin="round" />
      {points.map((p, i) => (
        <circle
          key={p.day}
          cx={x(i)}
          cy={y(p.value)}
          r={2.5}
          fill={p.value <= good ? token.colorSuccess : token.colorError}
        >
          <title>{`${p.day}: ${format(p.value)}`}</title>
        </circle>
      ))}
    </svg>
  );
}
