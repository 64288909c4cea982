/** Renders rows as a plain-text table for the terminal; long cells are cut with an ellipsis. */
export function formatTextTable(columns: readonly string[], rows: Record<string, unknown>[], maxCellWidth = 40): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ');
    return text.length > maxCellWidth ? `${text.slice(0, maxCellWidth - 1)}…` : text;
  };
  const body = rows.map((row) => columns.map((column) => cell(row[column])));
  const widths = columns.map((column, index) => Math.max(column.length, ...body.map((cells) => cells[index].length)));
  const line = (cells: string[]) => cells.map((text, index) => text.padEnd(widths[index])).join('  ').trimEnd();
  return [line([...columns]), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}
