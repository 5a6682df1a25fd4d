import { randomUUID } from 'node:crypto';
import {
  INSPECTION_DEFAULT_ELEMENTS,
  INSPECTION_DEFAULT_EQUIPMENT,
  type InspectionContent,
  inspectionContentSchema,
  type RoomKind,
} from '@immopilote/contracts';
import sharp from 'sharp';

/**
 * Inspection documents for the PDF, signing and bench tests (issue 31): French rooms with the
 * default elements, meters, keys and parties, and phone-sized JPEGs that look like photos.
 */

const ROOMS: readonly [RoomKind, string][] = [
  ['entree', 'Entrée'],
  ['sejour', 'Séjour'],
  ['cuisine', 'Cuisine'],
  ['chambre', 'Chambre 1'],
  ['salle_de_bain', 'Salle de bain'],
  ['wc', 'WC'],
  ['chambre', 'Chambre 2'],
  ['couloir', 'Couloir'],
];

/** A filled-in document of `roomCount` rooms, every element « bon » unless told, no photo yet. */
export function inspectionContent(
  over: { roomCount?: number; furnished?: boolean } & Partial<InspectionContent> = {},
): InspectionContent {
  const { roomCount = 2, furnished = false, ...fields } = over;
  return inspectionContentSchema.parse({
    landlord: {
      name: 'Hélène Faure',
      email: 'helene.faure@exemple.fr',
      phone: '06 12 34 56 78',
      address: '4 place Bellecour, 69002 Lyon',
    },
    tenants: [
      {
        name: 'Théo Garnier',
        email: 'theo.garnier@exemple.fr',
        phone: '06 98 76 54 32',
        address: '18 rue Paul Bert, 69003 Lyon',
        newAddress: '',
      },
    ],
    meters: [
      {
        id: randomUUID(),
        kind: 'electricity',
        tariff: 'hphc',
        number: 'PDL 0912 3456 7890 12',
        reading: '012345',
        readingOffPeak: '006789,5',
      },
      { id: randomUUID(), kind: 'cold_water', number: 'EF-778 812', reading: '0245,3' },
    ],
    keys: [
      { id: randomUUID(), kind: 'entrance', count: 3, use: 'Porte palière' },
      { id: randomUUID(), kind: 'mailbox', count: 1, use: 'Boîte n° 12' },
      { id: randomUUID(), kind: 'badge', count: 2, use: 'Portail côté rue' },
    ],
    rooms: Array.from({ length: roomCount }, (_, i) => {
      const [kind, name] = ROOMS[i % ROOMS.length]!;
      return {
        id: randomUUID(),
        name: i < ROOMS.length ? name : `${name} ${i + 1}`,
        kind,
        elements: INSPECTION_DEFAULT_ELEMENTS[kind].map((element) => ({
          id: randomUUID(),
          name: element,
          state: 'bon',
          remarks: '',
        })),
        remarks: '',
      };
    }),
    equipment: INSPECTION_DEFAULT_EQUIPMENT.map((name) => ({ id: randomUUID(), name, state: 'usage' })),
    furniture: furnished
      ? [
          { id: randomUUID(), name: 'Table et sièges', count: 5, state: 'bon' },
          { id: randomUUID(), name: 'Réfrigérateur', count: 1, state: 'usage' },
        ]
      : [],
    generalRemarks: 'Logement propre, remis aux locataires avec le carnet d’entretien de la chaudière.',
    ...fields,
  });
}

/**
 * The exit drawn from an entry: the same ids (as the app copies them), the tenant's new address,
 * and the states given by element name (« Murs » of the first room…) changed.
 */
export function exitFrom(
  entry: InspectionContent,
  changed: Record<string, 'neuf' | 'bon' | 'usage' | 'mauvais' | 'hors_service'> = {},
): InspectionContent {
  const copy = structuredClone(entry);
  copy.tenants = copy.tenants.map((t) => ({ ...t, newAddress: '7 quai de la Fosse, 44000 Nantes' }));
  const [first] = copy.rooms;
  for (const element of first?.elements ?? []) {
    const state = changed[element.name];
    if (state) element.state = state;
  }
  return copy;
}

/**
 * A JPEG the size a phone uploads (longest side 2,048 px after its resizing), with the soft blotches
 * and grain of a real picture, so that its compressed size is a real photo's (a few hundred KB).
 */
export async function phonePhoto(seed: number, width = 2048, height = 1536): Promise<Buffer> {
  const cells = 48 * 36 * 3;
  const coarse = Buffer.alloc(cells);
  let x = seed * 2654435761;
  for (let i = 0; i < cells; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    coarse[i] = 60 + (x >>> 24) * 0.6;
  }
  const blotches = await sharp(coarse, { raw: { width: 48, height: 36, channels: 3 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  for (let i = 0; i < blotches.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    blotches[i] = Math.max(0, Math.min(255, blotches[i]! + ((x >>> 27) - 16)));
  }
  return sharp(blotches, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Spreads photo ids over the meters and elements, one per element first. */
export function citePhotos(content: InspectionContent, photoIds: readonly string[]): InspectionContent {
  const copy = structuredClone(content);
  const slots = [...copy.meters, ...copy.rooms.flatMap((r) => r.elements), ...copy.equipment];
  photoIds.forEach((id, i) => {
    slots[i % slots.length]!.photoIds.push(id);
  });
  return copy;
}
