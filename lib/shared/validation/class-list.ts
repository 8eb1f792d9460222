import type { TInviteeRow } from './manage-members';

/** The words a header row may use for each column, lower-cased, in the six languages and their usual spreadsheet spellings. */
const HEADERS: Record<keyof TInviteeRow, RegExp> = {
  email: /^(e-?mail|mail|courriel|adresse|address|email address|indirizzo email|endereço de e-mail|ηλεκτρονικό ταχυδρομείο|e-mailadres)/,
  firstname: /^(first ?name|firstname|prénom|prenom|given name|nome|όνομα|voornaam|primeiro nome)$/,
  lastname: /^(last ?name|lastname|nom|nom de famille|surname|family name|cognome|επώνυμο|achternaam|apelido|sobrenome)$/,
};

/** One CSV line into cells: `;` or `,` separated, double quotes around a cell that holds one, `""` for a quote. */
function cells(line: string, separator: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === separator) {
      out.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  out.push(cell.trim());
  return out;
}

/**
 * A class list as a teacher pastes it or exports it from a spreadsheet: e-mail, first name,
 * last name per line; a header row is optional (it then decides the order of the columns);
 * `;` (French spreadsheets) or `,` separators, whichever the first line uses more; a UTF-8 BOM
 * is dropped. Blank lines are skipped; the backend judges every row (the preview).
 */
export function parseClassList(text: string): TInviteeRow[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/).filter((line) => line.trim() !== '');
  if (lines.length === 0) return [];
  const first = lines[0];
  const count = (char: string) => first.split(char).length - 1;
  const separator = count(';') > 0 && count(';') >= count(',') ? ';' : count(',') > 0 ? ',' : '\t';
  const head = cells(first, separator).map((c) => c.toLowerCase());
  const hasHeader = !head.some((c) => c.includes('@'));
  const order: Record<keyof TInviteeRow, number> = { email: 0, firstname: 1, lastname: 2 };
  if (hasHeader) {
    for (const key of Object.keys(HEADERS) as (keyof TInviteeRow)[]) {
      const index = head.findIndex((c) => HEADERS[key].test(c));
      if (index >= 0) order[key] = index;
    }
  }
  return (hasHeader ? lines.slice(1) : lines).map((line) => {
    const row = cells(line, separator);
    return { email: row[order.email] ?? '', firstname: row[order.firstname] ?? '', lastname: row[order.lastname] ?? '' };
  });
}
