import sharp from 'sharp';

/** Facade colours and skies the generated photos cycle through (warm stone, brick, ochre, slate). */
const WALLS = ['#e7d8c3', '#c9826b', '#e3b66f', '#b9c2c9', '#efe6da', '#d9a98c'];
const SKIES = ['#9cc9ef', '#b8d8f2', '#f3c9a1', '#a7c7e7'];

/**
 * A drawn facade (sky, building, windows, door) as a 1200 × 800 JPEG: a demonstration listing has
 * photos without shipping or downloading any picture. `seed` varies colours and layout.
 */
export async function demoPhoto(seed: number): Promise<Buffer> {
  const wall = WALLS[seed % WALLS.length]!;
  const sky = SKIES[seed % SKIES.length]!;
  const floors = 2 + (seed % 4);
  const columns = 3 + (seed % 3);
  const left = 180 + (seed % 3) * 40;
  const width = 1200 - 2 * left;
  const top = 760 - floors * 130;
  const windows: string[] = [];
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < columns; c++) {
      const x = left + 40 + c * ((width - 80) / columns);
      const y = top + 30 + f * 130;
      const isDoor = f === floors - 1 && c === Math.floor(columns / 2);
      windows.push(
        isDoor
          ? `<rect x="${x + 10}" y="${y}" width="70" height="${760 - y}" fill="#5b3a29"/>`
          : `<rect x="${x + 10}" y="${y}" width="70" height="80" fill="#3f5368" stroke="#fff" stroke-width="6"/>`,
      );
    }
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
    <rect width="1200" height="800" fill="url(#s)"/>
    <rect x="0" y="740" width="1200" height="60" fill="#8a9a5b"/>
    <polygon points="${left - 30},${top} ${left + width / 2},${top - 110} ${left + width + 30},${top}" fill="#7b4b3a"/>
    <rect x="${left}" y="${top}" width="${width}" height="${760 - top}" fill="${wall}"/>
    ${windows.join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
}
