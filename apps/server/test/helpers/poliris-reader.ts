import iconv from 'iconv-lite';
import { unzipSync } from 'fflate';

/**
 * Reads Annonces.csv back the way a portal does, independently of the writer: Windows-1252, one
 * listing per CRLF line, every field between `"` and separated by `!#`. Answers rows of fields,
 * rank n at index n − 1; throws on a line that breaks the layout.
 */
export function readAnnonces(bytes: Uint8Array): string[][] {
  const text = iconv.decode(Buffer.from(bytes), 'win1252');
  if (!text.endsWith('\r\n') && text !== '') throw new Error('La dernière ligne doit finir par CRLF.');
  const lines = text.split('\r\n').slice(0, -1);
  return lines.map((line, i) => {
    if (/[\r\n]/.test(line)) throw new Error(`Ligne ${i + 1} : retour à la ligne dans un champ.`);
    if (!line.startsWith('"') || !line.endsWith('"'))
      throw new Error(`Ligne ${i + 1} : guillemets manquants.`);
    const fields = line.slice(1, -1).split('"!#"');
    for (const f of fields) {
      if (f.includes('"')) throw new Error(`Ligne ${i + 1} : guillemet dans un champ.`);
    }
    return fields;
  });
}

/** The ZIP's entries by name. */
export const unzip = (zip: Uint8Array) => unzipSync(zip);

/** Rank n (1-based) of a row. */
export const rank = (row: readonly string[], n: number) => row[n - 1];
