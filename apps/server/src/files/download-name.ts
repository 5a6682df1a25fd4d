/**
 * A part of a download's name made from free text (a property's or a client's name): letters of
 * every script keep their accents and ligatures (« cœur », « Æsa », « Łódź »), digits stay, any run
 * of anything else becomes one hyphen. The exact name reaches the browser through `filename*`
 * (http/content-disposition.ts); only the ASCII fallback beside it drops the accents.
 */
export function downloadNamePart(text: string, fallback: string, maxLength = 60): string {
  const part = text
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // Cut by characters, not UTF-16 units, so a letter outside the BMP is never split in two.
  return [...part].slice(0, maxLength).join('').replace(/-+$/, '') || fallback;
}
