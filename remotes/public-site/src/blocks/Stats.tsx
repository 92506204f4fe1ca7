import type { Stat } from '@managewell/api/contract';

/** Key figures ('750+ pools built') as a description list: the value describes the label. */
export function Stats({ stats }: { stats: Stat[] }) {
  if (stats.length === 0) return null;
  return (
    <dl className="stats">
      {stats.map((stat) => (
        <div key={stat.label} className="stats__item">
          <dt className="stats__label">{stat.label}</dt>
          <dd className="stats__value">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
