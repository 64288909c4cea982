import Table from 'cli-table3';

/**
 * Every character that is not shown as itself: the control characters (Unicode category Cc: escape
 * sequences that clear the screen or forge links), the format characters (Cf: bidi marks, overrides
 * and isolates that reorder what is shown, zero-width characters that hide text, the BOM U+FEFF,
 * soft hyphens) and the line and paragraph separators (Zl U+2028, Zp U+2029, which start a new line
 * in many terminals and editors). Unicode property escapes keep the list complete as Unicode grows.
 */
const INVISIBLE_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/**
 * Stored values as safe terminal text: every invisible character (INVISIBLE_CHARACTER) becomes a
 * visible \u{..} escape. Lead data comes from anyone on the internet.
 */
export function escapeControlCharacters(text: string): string {
  return text.replace(INVISIBLE_CHARACTER, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);
}

const BORDERLESS = {
  top: '', 'top-mid': '', 'top-left': '', 'top-right': '',
  bottom: '', 'bottom-mid': '', 'bottom-left': '', 'bottom-right': '',
  left: '', 'left-mid': '', mid: '', 'mid-mid': '', right: '', 'right-mid': '', middle: '  ',
};

/** Rows as a plain-text table for the terminal (cli-table3); long cells are cut with an ellipsis. */
export function formatTextTable(columns: readonly string[], rows: Record<string, unknown>[], maxCellWidth = 40): string {
  const cell = (value: unknown) => {
    const text = value === null || value === undefined ? '' : escapeControlCharacters(String(value).replace(/[ \t\r\n]+/g, ' '));
    return text.length > maxCellWidth ? `${text.slice(0, maxCellWidth - 1)}…` : text;
  };
  const table = new Table({
    head: [...columns],
    chars: BORDERLESS,
    style: { head: [], border: [], 'padding-left': 0, 'padding-right': 0 },
  });
  for (const row of rows) table.push(columns.map((column) => cell(row[column])));
  return table
    .toString()
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}

/** Rows as CSV (RFC 4180 quoting); cells a spreadsheet would run as a formula get a leading quote. */
export function formatCsv(columns: readonly string[], rows: Record<string, unknown>[]): string {
  const field = (value: unknown) => {
    let text = value === null || value === undefined ? '' : escapeControlCharacters(String(value));
    if (/^[=+\-@]/.test(text)) text = `'${text}`;
    return /[",\s']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.map(field).join(','), ...rows.map((row) => columns.map((column) => field(row[column])).join(','))].join('\r\n');
}
