import { theme } from 'antd';

export interface BarDatum {
  label: string;
  value: number;
}

/** A small accessible SVG bar chart (no chart library needed for one chart). */
export function BarChart({
  data,
  height = 180,
  title,
}: {
  data: BarDatum[];
  height?: number;
  title: string;
}) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...data.map((d) => d.value));
  const barWidth = 100 / Math.max(1, data.length);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 100 ${height}`}
        preserveAspectRatio="none"
        style={{ width: '100%', height, display: 'block' }}
      >
        {data.map((d, i) => {
          const h = (d.value / max) * (height - 4);
          return (
            <rect
              key={d.label}
              x={i * barWidth + barWidth * 0.15}
              y={height - h}
              width={barWidth * 0.7}
              height={h}
              fill={token.colorPrimary}
              rx={0.6}
            >
              <title>{`${d.label}: ${d.value}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: 12,
          color: token.colorTextSecondary,
        }}
      >
        <span>{data[0]?.label}</span>
        <span>max {max} a day</span>
        <span>{data.at(-1)?.label}</span>
      </figcaption>
    </figure>
  );
}
