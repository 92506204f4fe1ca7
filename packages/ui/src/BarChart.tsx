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

/**
 * Counts per category (department, source, stage) as labelled horizontal bars: every bar says
 * what it is and how many, which a column chart of categories cannot fit.
 */
export function CategoryBars({ data, title }: { data: BarDatum[]; title: string }) {
  const { token } = theme.useToken();
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {data.map((d) => (
        <li
          key={d.label}
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(6rem, 38%) 1fr 2.5rem',
            gap: 8,
            alignItems: 'center',
          }}
        >
          <span
            style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            title={d.label}
          >
            {d.label}
          </span>
          <span aria-hidden style={{ background: token.colorFillSecondary, borderRadius: 4, height: 12 }}>
            <span
              style={{
                display: 'block',
                width: `${(d.value / max) * 100}%`,
                height: '100%',
                background: token.colorPrimary,
                borderRadius: 4,
              }}
            />
          </span>
          <span style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>{d.value}</span>
        </li>
      ))}
    </ul>
  );
}
