// CSV for spreadsheets: every cell quoted, and a cell that a spreadsheet would read as a
// formula (= + - @, tab, carriage return) prefixed with an apostrophe (OWASP CSV injection).
export function toCsv(header: string[], rows: (string | number | boolean | null)[][]): string {
  const cell = (value: string | number | boolean | null) => {
    const text = value === null ? "" : String(value);
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  return [header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n") + "\r\n";
}

export function csvResponse(body: string, filename: string): Response {
  return new Response(`\uFEFF${body}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
