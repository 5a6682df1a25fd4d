import fs from 'node:fs';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { ZipStream } from '../../src/files/zip-stream';

/**
 * A Poliris export as another software writes it (issue 33): the shape of a Hektor « export
 * SeLoger » (Config.txt naming the application, Photos.cfg in FULL mode, Annonces.csv in
 * Windows-1252 with CRLF, every field quoted, ranks filled the way real exports fill them: the
 * negotiator's contact at 105–107, private comments at 122, the mandate at 83/112/113, photos
 * named after the listing's reference). Used by the API test, the e2e spec and the bench.
 */
export interface PolirisFixtureOptions {
  listings?: number;
  photosPerListing?: number;
  version?: '4.08' | '4.09' | '4.11' | '4.12';
  /** Forces every line's length (a file declaring 4.12 with 329-column lines). */
  columns?: number;
  encoding?: 'windows-1252' | 'utf-8';
  application?: string;
  /** Added to every price (a re-export after a price change). */
  priceDelta?: number;
  /** Photo side in pixels (long side). */
  photoWidth?: number;
  /** Distinct pictures generated, then reused (the bench's 20,000 photos need not be 20,000 encodes). */
  distinctPhotos?: number;
  /** Another line shape for listing `i` (1-based ranks: `cells[rank - 1]`). */
  mutate?: (cells: string[], i: number) => void;
  /** Files added as they are (a README the export carries, hostile names). */
  extraEntries?: { name: string; data: Buffer }[];
}

const COLUMNS: Record<string, number> = { '4.08': 328, '4.09': 329, '4.11': 334, '4.12': 334 };

const CITIES = [
  { zip: '69004', city: 'Lyon', street: 'rue d’Austerlitz' },
  { zip: '69003', city: 'Lyon', street: 'cours Lafayette' },
  { zip: '69100', city: 'Villeurbanne', street: 'avenue Henri-Barbusse' },
  { zip: '38000', city: 'Grenoble', street: 'place Grenette' },
  { zip: '13006', city: 'Marseille', street: 'rue Paradis' },
  { zip: '33000', city: 'Bordeaux', street: 'cours de l’Intendance' },
];

export const fixtureRef = (i: number) => `HK${String(100000 + i)}`;
export const fixtureTechnicalId = (i: number) => `hektor-4021-${String(i).padStart(6, '0')}`;
export const fixturePhotoName = (i: number, n: number) => `${fixtureRef(i)}-${n}.jpg`;

/** The cells of listing `i` (1-based), ranks 1 to `columns`. */
export function fixtureCells(i: number, opts: PolirisFixtureOptions = {}): string[] {
  const version = opts.version ?? '4.09';
  const columns = opts.columns ?? COLUMNS[version]!;
  const cells = Array.from({ length: columns }, () => '');
  const set = (rank: number, value: string | number) => {
    if (rank <= columns) cells[rank - 1] = String(value);
  };
  const place = CITIES[i % CITIES.length]!;
  const rental = i % 4 === 0;
  const house = i % 3 === 0;
  const rooms = 2 + (i % 4);
  const surface = 45 + (i % 7) * 11;
  set(1, 'HK-40217');
  set(2, fixtureRef(i));
  set(3, rental ? 'location' : 'vente');
  set(4, house ? 'Maison/villa' : 'Appartement');
  set(5, place.zip);
  set(6, place.city);
  set(7, 'France');
  set(8, `${(i % 80) + 1} ${place.street}`);
  set(16, surface);
  if (house) set(17, 300 + i);
  set(18, rooms);
  set(19, rooms - 1);
  set(20, `${house ? 'Maison' : 'Appartement'} ${rooms} pièces – ${place.city}`);
  set(
    21,
    `Au cœur de ${place.city}, ${house ? 'maison' : 'appartement'} lumineux de ${surface} m² : séjour exposé sud, cuisine équipée.<BR>Proche écoles et transports — idéal famille. Prix «\u00a0honoraires inclus\u00a0».`,
  );
  set(24, house ? '' : String(i % 6));
  set(25, house ? '2' : '6');
  set(27, 1965 + (i % 50));
  set(33, '8704');
  set(41, house ? '' : i % 2 ? 'OUI' : 'NON');
  set(42, i % 5 === 0 ? 'OUI' : 'NON');
  set(43, i % 3 === 0 ? '1' : '0');
  set(48, i % 2 ? 'OUI' : 'NON');
  set(83, i % 2 ? 'OUI' : 'NON');
  set(105, '04 78 00 00 00');
  set(106, 'Camille Négociatrice');
  set(107, 'camille@agence-hektor.example');
  set(112, `M${2400 + i}`);
  set(113, '02/09/2025');
  set(122, 'Propriétaire pressé, clés à l’agence.');
  set(175, fixtureTechnicalId(i));
  set(176, '200');
  set(177, 'D');
  set(178, '40');
  set(179, 'D');
  set(301, version);
  set(324, '15/03/2024');
  set(325, 'DPE_v07-2021');
  set(326, '900');
  set(327, '1300');
  set(328, '2021');
  const delta = opts.priceDelta ?? 0;
  if (rental) {
    const rent = 850 + (i % 10) * 20 + delta;
    set(11, rent);
    set(13, 'OUI');
    set(15, 600);
    set(23, 50);
    set(26, 'NON');
    set(161, rent - 50);
    set(304, '2');
    set(306, 150);
  } else {
    const excl = 200000 + (i % 50) * 5000 + delta;
    set(11, Math.round(excl * 1.05));
    set(15, 5);
    set(258, house ? 'NON' : 'OUI');
    if (!house) {
      set(259, 24);
      set(260, 1200);
      set(261, 'NON');
    }
    set(302, '1');
    set(303, excl);
  }
  const photos = opts.photosPerListing ?? 3;
  const photoRanks = [
    85, 86, 87, 88, 89, 90, 91, 92, 93, 164, 165, 166, 167, 168, 169, 170, 171, 172, 173, 174,
  ];
  for (let n = 1; n <= photos && n <= photoRanks.length; n += 1)
    set(photoRanks[n - 1]!, fixturePhotoName(i, n));
  opts.mutate?.(cells, i);
  return cells;
}

const quoteLine = (cells: readonly string[]) => `${cells.map((c) => `"${c}"`).join('!#')}\r\n`;

/**
 * One varied small JPEG: a gradient of its own colours, bands, and grain (a photo's texture, so the
 * file weighs what a small listing photo weighs, tens of kilobytes, not a flat gradient's few).
 */
export async function fixtureJpeg(seed: number, width = 480): Promise<Buffer> {
  const height = Math.round((width * 3) / 4);
  const raw = Buffer.alloc(width * height * 3);
  const r0 = (seed * 47) % 200;
  const g0 = (seed * 89) % 200;
  const b0 = (seed * 131) % 200;
  let noise = seed * 2654435761;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 3;
      noise = (noise * 1103515245 + 12345) >>> 0;
      const grain = (noise >>> 24) % 24;
      const band = ((x + seed * 7) >> 5) % 2 === 0 ? 30 : 0;
      raw[o] = (r0 + (x * 55) / width + band + grain) & 0xff;
      raw[o + 1] = (g0 + (y * 55) / height + grain) & 0xff;
      raw[o + 2] = (b0 + ((x + y) * 40) / (width + height) + grain) & 0xff;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 72 })
    .toBuffer();
}

export function annoncesText(opts: PolirisFixtureOptions = {}): string {
  const count = opts.listings ?? 3;
  let text = '';
  for (let i = 1; i <= count; i += 1) text += quoteLine(fixtureCells(i, opts));
  return text;
}

/** The export written as a stream to `out` (a file for the bench, memory for the tests). */
async function writeExport(
  out: NodeJS.WritableStream & import('node:stream').Writable,
  opts: PolirisFixtureOptions,
) {
  const zip = new ZipStream(out);
  const count = opts.listings ?? 3;
  const text = annoncesText(opts);
  const bytes = opts.encoding === 'utf-8' ? Buffer.from(text, 'utf8') : iconv.encode(text, 'win1252');
  await zip.addData('Annonces.csv', bytes);
  const version = opts.version ?? '4.09';
  await zip.addData(
    'Config.txt',
    iconv.encode(
      `Version=${version}\r\nApplication=${opts.application ?? 'Hektor / 5.4.2'}\r\nDevise=Euro\r\n`,
      'win1252',
    ),
  );
  await zip.addData('Photos.cfg', Buffer.from('Mode=FULL\r\n', 'ascii'));
  const distinct = opts.distinctPhotos ?? 24;
  const pictures = new Map<number, Buffer>();
  const picture = async (seed: number) => {
    const key = seed % distinct;
    let jpeg = pictures.get(key);
    if (!jpeg) {
      jpeg = await fixtureJpeg(key + 1, opts.photoWidth ?? 480);
      pictures.set(key, jpeg);
    }
    return jpeg;
  };
  for (let i = 1; i <= count; i += 1) {
    for (let n = 1; n <= (opts.photosPerListing ?? 3); n += 1) {
      await zip.addStream(fixturePhotoName(i, n), Readable.from([await picture(i * 31 + n)]));
    }
  }
  for (const extra of opts.extraEntries ?? []) await zip.addData(extra.name, extra.data);
  await zip.finish();
}

export async function polirisExportZip(opts: PolirisFixtureOptions = {}): Promise<Buffer> {
  const out = new PassThrough();
  const done = buffer(out);
  await writeExport(out, opts);
  return done;
}

export async function writePolirisExportFile(path: string, opts: PolirisFixtureOptions = {}): Promise<void> {
  await writeExport(fs.createWriteStream(path), opts);
}
