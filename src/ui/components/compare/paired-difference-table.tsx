import { pointsText } from '../../../engine/compare/points-text';

export interface PairedDifferenceRow {
  name: string;
  delta: number;
  low: number;
  high: number;
  verdict: string;
  /** The whole sentence behind the verdict, shown on hover. */
  verdictTitle?: string;
}

/** Paired differences on the same prompts: each row's difference in points, its 95% interval and the verdict. */
export function PairedDifferenceTable({ label, caption, rowHeading, rows }: { label: string; caption: string; rowHeading: string; rows: PairedDifferenceRow[] }) {
  return (
    <div className="table-scroll">
      <table className="results-table" aria-label={label}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeading}</th>
            <th scope="col">difference</th>
            <th scope="col">95% interval</th>
            <th scope="col">verdict</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{pointsText(row.delta)}</td>
              <td>
                {pointsText(row.low)} to {pointsText(row.high)}
              </td>
              <td title={row.verdictTitle}>{row.verdict}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
