/** One fact of a request: its term and its value, or null when the request has none. */
export type Fact = readonly [term: string, value: string | null];

/**
 * A request's facts as a description list (status, days processing, dates), each shown only when
 * it has a value; nothing at all when none has.
 */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  const rows = facts.filter((fact): fact is readonly [string, string] => fact[1] !== null);
  if (rows.length === 0) return null;
  return (
    <dl className="status-dates">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
