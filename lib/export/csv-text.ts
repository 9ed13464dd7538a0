// CSV as spreadsheets read it (RFC 4180): fields quoted when they hold a comma, quote or line
// break, quotes doubled, CRLF between records. A cell that starts with =, +, -, @, tab or CR is a
// formula to Excel, LibreOffice and Sheets (CSV injection): it gets a leading apostrophe, which
// the spreadsheet shows as text and does not run.

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file: a UTF-8 byte order mark (Excel reads UTF-8 only with it), then the rows. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
