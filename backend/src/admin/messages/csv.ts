/**
 * One CSV line (RFC 4180): fields with a comma, quote or line break are quoted. A field that a spreadsheet
 * would run as a formula (=, +, -, @, tab, CR) is prefixed with a quote mark (OWASP CSV injection).
 */
export function csvLine(fields: readonly string[]): string {
  return fields
    .map((field) => {
      const safe = /^[=+\-@\t\r]/.test(field) ? `'${field}` : field;
      return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    })
    .join(',');
}
