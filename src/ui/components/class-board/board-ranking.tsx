import { boardSummaryText, rankingCsv, rankingTable } from '../../../engine/compare/class-ranking-table';
import { downloadText } from '../wire/download-text';
import { useClassBoard } from './use-class-board';

/** The ranking: best first, the baseline on top for reference, and its CSV and JSON downloads. */
export function BoardRanking() {
  const { board } = useClassBoard();
  if (!board) return null;
  const { result } = board;
  const table = rankingTable(result);
  const name = `class-board-${result.lessonId}`;
  return (
    <section className="board-ranking" aria-label="Ranking">
      <h2>
        Ranking: {result.lessonTitle} · {result.modelId}
      </h2>
      <table className="results-table ranking-table">
        <thead>
          <tr>
            {table.headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((cells, index) => (
            <tr key={result.rows[index]!.key} className={`verdict-${result.rows[index]!.verdict.replace(' ', '-')}`}>
              {cells.map((cell, column) =>
                column === 1 ? (
                  <th key={column} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="board-summary">{boardSummaryText(result)}</p>
      <div className="board-actions">
        <button type="button" className="small" onClick={() => downloadText(`${name}.csv`, rankingCsv(result), 'text/csv')}>
          Download CSV
        </button>
        <button type="button" className="small" onClick={() => downloadText(`${name}.json`, `${JSON.stringify({ ...result, variants: board.variants, broken: board.broken, duplicates: board.duplicates }, null, 2)}\n`, 'application/json')}>
          Download JSON
        </button>
      </div>
    </section>
  );
}
