import iconv from 'iconv-lite';
import { readAnnonces } from './poliris-reader';

/**
 * A strict Poliris 4.12 checker written from the format's rules (FRENCH-RULES.md §3.3, the spec
 * transcript and validateur-poliris' rules), independent of the writer: answers one French line
 * per problem, « ligne L, rang R : … »; an empty list means the file passes.
 */
/** 4.12: 334 columns (validateur-poliris); 4.09's 329 plus the energy and rent-control ranks. */
const COLUMNS = 334;
const MANDATORY = [1, 2, 3, 4, 5, 6, 11, 18, 21];
const WITHOUT_ROOMS = ['terrain', 'parking/box', 'local', 'inconnu', 'boutique', 'loft/atelier/surface'];
const AD_TYPES = [
  'vente',
  'location',
  'location vacances',
  'viager',
  'cession de bail',
  "produit d'investissement",
];
const DECIMALS = [11, 15, 16, 17, 23, 161, 176, 178, 260, 303, 305, 306, 326, 327, 329, 330, 331, 332, 334];
const INTEGERS = [18, 19, 24, 25, 27, 33, 39, 43, 112, 259, 302, 304, 328];
const BOOLEANS = [13, 14, 26, 41, 42, 48, 83, 258, 261, 333];
const DATES = [22, 113, 324];
const URLS = [104, 307];
const LENGTHS: Record<number, number> = {
  1: 16,
  2: 20,
  6: 50,
  8: 128,
  20: 64,
  21: 4000,
  175: 30,
  262: 128,
  307: 256,
};
const PHOTOS = [
  ...Array.from({ length: 9 }, (_, i) => 85 + i),
  ...Array.from({ length: 11 }, (_, i) => 164 + i),
  ...Array.from({ length: 10 }, (_, i) => 264 + i),
];

/**
 * `internalIds`: ids of ours (the agency's) that rank 1 must not be cut from: « Identifiant agence »
 * is the one SeLoger gave, and a fragment of ours names no agency the portal knows.
 */
export function polirisProblems(
  bytes: Uint8Array,
  { internalIds = [] }: { internalIds?: string[] } = {},
): string[] {
  const ours = internalIds.map((id) => id.replaceAll('-', '').toLowerCase());
  const problems: string[] = [];
  // The bytes must be Windows-1252 text: no UTF-8 sequence, no « ? » that stands for a lost character.
  const text = iconv.decode(Buffer.from(bytes), 'win1252');
  if (/Ã.|â€/.test(text)) problems.push('fichier : séquence UTF-8 lue en Windows-1252');
  let rows: string[][];
  try {
    rows = readAnnonces(bytes);
  } catch (err) {
    return [...problems, `structure : ${(err as Error).message}`];
  }
  if (rows.length === 0) problems.push('fichier : aucune annonce (le portail retirerait tout le parc)');
  const refs = new Set<string>();
  rows.forEach((row, index) => {
    const line = index + 1;
    const at = (rank: number) => row[rank - 1] ?? '';
    const fail = (rank: number, why: string) => problems.push(`ligne ${line}, rang ${rank} : ${why}`);
    if (row.length !== COLUMNS) problems.push(`ligne ${line} : ${row.length} champs au lieu de ${COLUMNS}`);
    const kind = at(4).toLowerCase();
    for (const rank of MANDATORY) {
      if (rank === 18 && WITHOUT_ROOMS.includes(kind)) continue;
      if (!at(rank)) fail(rank, 'champ obligatoire vide');
    }
    if (at(3) && !AD_TYPES.includes(at(3))) fail(3, `type d’annonce inconnu « ${at(3)} »`);
    if (/\s/.test(at(1))) fail(1, 'espace dans l’identifiant agence');
    const agencyId = at(1).replaceAll('-', '').toLowerCase();
    if (agencyId.length >= 6 && ours.some((id) => id.includes(agencyId)))
      fail(1, 'identifiant agence tiré d’un identifiant interne, pas celui donné par SeLoger');
    if (refs.has(at(2))) fail(2, 'référence en double');
    refs.add(at(2));
    if (at(7) === 'France' && !/^\d{5}$/.test(at(5))) fail(5, 'code postal sur 5 chiffres attendu');
    for (const [rank, max] of Object.entries(LENGTHS)) {
      if (at(Number(rank)).length > max)
        fail(Number(rank), `${at(Number(rank)).length} caractères pour ${max}`);
    }
    if (at(21) && at(21).length < 10) fail(21, 'descriptif de moins de 10 caractères');
    row.forEach((value, i) => {
      const tag = value.replace(/<BR>/g, '').match(/<[^>]*>?/);
      if (tag) fail(i + 1, `HTML « ${tag[0]} » (seul <BR> est permis)`);
      if (/<br>|<BR\/>|<br\s*\/>/.test(value)) fail(i + 1, '<BR> écrit autrement qu’en capitales');
      if (value.includes('|')) fail(i + 1, 'barre verticale');
      if (value.includes('\ufffd')) fail(i + 1, 'caractère hors Windows-1252');
    });
    for (const rank of DECIMALS)
      if (at(rank) && !/^-?\d+(\.\d+)?$/.test(at(rank))) fail(rank, 'nombre décimal à point attendu');
    for (const rank of INTEGERS) if (at(rank) && !/^-?\d+$/.test(at(rank))) fail(rank, 'entier attendu');
    for (const rank of BOOLEANS)
      if (at(rank) && !['OUI', 'NON'].includes(at(rank))) fail(rank, 'OUI ou NON attendu');
    for (const rank of DATES)
      if (at(rank) && !/^\d{2}\/\d{2}\/\d{4}$/.test(at(rank))) fail(rank, 'date JJ/MM/AAAA attendue');
    for (const rank of URLS) {
      if (!at(rank)) continue;
      if (!/^[\x21-\x7e]+$/.test(at(rank))) fail(rank, 'URL non encodée (caractère hors ASCII ou espace)');
      else if (!URL.canParse(at(rank))) fail(rank, 'URL invalide');
    }
    for (const rank of [177, 179])
      if (at(rank) && !/^([A-G]|VI|NS)$/.test(at(rank))) fail(rank, 'lettre A–G, VI ou NS attendue');
    for (const rank of PHOTOS)
      if (at(rank) && !/\.(jpe?g|png|gif|bmp)$/i.test(at(rank)))
        fail(rank, 'photo JPG, PNG, GIF ou BMP attendue');
    if (at(19) && at(18) && Number(at(19)) > Number(at(18))) fail(19, 'plus de chambres que de pièces');
    if (at(303) && at(11) && Number(at(303)) > Number(at(11)))
      fail(303, 'prix hors honoraires au-dessus du prix');
    if (at(301) !== '4.12') fail(301, 'version 4.12 attendue');
    // Rent control: the two rents only on a rental where rents are capped.
    if ((at(331) || at(332)) && at(333) !== 'OUI')
      fail(333, 'loyers encadrés sans « Encadrement des loyers » à OUI');
    if (at(333) && at(3) !== 'location')
      fail(333, 'encadrement des loyers sur une annonce qui n’est pas une location');
  });
  return problems;
}
