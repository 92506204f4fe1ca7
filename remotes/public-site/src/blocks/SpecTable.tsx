import type { Spec } from '@managewell/api/contract';

/** Name/value rows (specifications, project facts) as a real table with row headers. */
export function SpecTable({ specs, caption }: { specs: Spec[]; caption?: string }) {
  if (specs.length === 0) return null;
  return (
    <table className="spec-table">
      {caption && <caption className="spec-table__caption">{caption}</caption>}
      <tbody>
        {specs.map((spec) => (
          <tr key={spec.name}>
            <th scope="row">{spec.name}</th>
            <td>{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
