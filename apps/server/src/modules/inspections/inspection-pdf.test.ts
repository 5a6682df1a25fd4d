import { randomUUID } from 'node:crypto';
import { type InspectionChange, inspectionMessages } from '@immopilote/contracts';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  citePhotos,
  exitFrom,
  inspectionContent,
  phonePhoto,
} from '../../../test/helpers/inspection-document-fixtures';
import { type InspectionPdfData, renderInspectionPdf } from './inspection-pdf';
import { PDF_PHOTO_SIDE, type PdfPhoto, pdfPhoto } from './inspection-pdf-photos';

const p = inspectionMessages.pdf;

/** pdf.js reads every kind of space back as U+0020. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function pagesOf(bytes: Buffer) {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: false });
  return text.map(flat);
}

const agency = {
  name: 'Agence du Parc',
  address: '3 rue Garibaldi, 69006 Lyon',
  cardNumber: 'CPI 6901 2024 000 123 456',
  cardIssuer: 'CCI Lyon Métropole',
};

function document(over: Partial<InspectionPdfData> = {}): InspectionPdfData {
  return {
    kind: 'entry',
    inspectionDate: '2026-11-27',
    propertyLabel: 'T2 Croix-Rousse',
    propertyAddress: '12 rue d’Austerlitz, 69004 Lyon',
    furnished: false,
    content: inspectionContent(),
    agency,
    entry: null,
    changes: [],
    photos: new Map(),
    draft: false,
    ...over,
  };
}

/** Images the PDF holds (one XObject each). */
const imageCount = (bytes: Buffer) => bytes.toString('latin1').match(/\/Subtype\s*\/Image/g)?.length ?? 0;

async function photosFor(ids: readonly string[]): Promise<Map<string, PdfPhoto>> {
  const photos = new Map<string, PdfPhoto>();
  for (const [i, id] of ids.entries()) photos.set(id, (await pdfPhoto(await phonePhoto(i + 1)))!);
  return photos;
}

describe('the inspection PDF', () => {
  it('prints an entry: date, dwelling, parties with the agency as mandatary, meters, keys, rooms, equipment, furniture', async () => {
    const content = inspectionContent({ roomCount: 2, furnished: true });
    content.rooms[1]!.elements[1]!.remarks = 'Trace d’humidité au-dessus de la fenêtre.';
    const { body, pages } = await renderInspectionPdf(document({ content, furnished: true }));
    const text = (await pagesOf(body)).join(' ');
    expect(pages).toBeGreaterThanOrEqual(2);
    for (const expected of [
      'État des lieux d’entrée',
      'Établi le 27/11/2026',
      '12 rue d’Austerlitz, 69004 Lyon',
      'Location meublée',
      'Le bailleur',
      'Hélène Faure',
      'Représenté par son mandataire',
      'Agence du Parc',
      'Carte professionnelle n° CPI 6901 2024 000 123 456 délivrée par CCI Lyon Métropole',
      'Théo Garnier',
      'Adresse : 18 rue Paul Bert, 69003 Lyon',
      'Compteurs',
      'Électricité',
      'Heures pleines : 012345',
      'Heures creuses : 006789,5',
      'N° PDL 0912 3456 7890 12',
      'Eau froide',
      'Index : 0245,3',
      'Clés et moyens d’accès',
      'Porte d’entrée × 3',
      'Porte palière',
      'Badge × 2',
      'Entrée',
      'Séjour',
      'Trace d’humidité au-dessus de la fenêtre.',
      'Bon état',
      'Chauffage et eau chaude',
      'Chaudière',
      'État d’usage',
      'Inventaire du mobilier',
      'Table et sièges (5)',
      'Observations générales',
      'carnet d’entretien de la chaudière',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // At entry there is no entry to refer to, no new address, no change, and no draft mark.
    expect(text).not.toContain(p.changes);
    expect(text).not.toContain('Nouvelle adresse');
    expect(text).not.toContain(p.changedTag);
    expect(text).not.toContain('Projet');
  });

  it('marks at exit each changed element in place and lists it under « Évolutions depuis l’entrée »', async () => {
    const entry = inspectionContent({ roomCount: 2 });
    const exit = exitFrom(entry, { Murs: 'mauvais' });
    const walls = exit.rooms[0]!.elements.find((e) => e.name === 'Murs')!;
    const changes: InspectionChange[] = [
      { elementId: walls.id, place: 'Entrée', name: 'Murs', entryState: 'bon', exitState: 'mauvais' },
    ];
    const { body } = await renderInspectionPdf(
      document({ kind: 'exit', content: exit, entry: { inspectionDate: '2023-09-01' }, changes }),
    );
    const text = (await pagesOf(body)).join(' ');
    expect(text).toContain('État des lieux de sortie');
    expect(text).toContain('État des lieux d’entrée établi le 01/09/2023.');
    expect(text).toContain('Nouvelle adresse : 7 quai de la Fosse, 44000 Nantes');
    expect(text).toContain('Évolutions depuis l’entrée');
    expect(text).toContain('Entrée › Murs : Bon état → Mauvais état');
    // In place: the tag and both states, once (the other elements show their one state).
    expect(text.split(p.changedTag)).toHaveLength(2);
    expect(text).toContain('Entrée : Bon état');
    expect(text).toContain('Sortie : Mauvais état');
    expect(text).not.toContain(p.noEntry);
  });

  it('says at exit when no entry was made in ImmoPilote, with the entry date typed from the paper one', async () => {
    const content = exitFrom(inspectionContent({ entryDate: '2021-06-15' }));
    const { body } = await renderInspectionPdf(document({ kind: 'exit', content }));
    const text = (await pagesOf(body)).join(' ');
    expect(text).toContain('Aucun état des lieux d’entrée n’a été établi dans ImmoPilote.');
    expect(text).toContain('Date de l’état des lieux d’entrée indiquée : 15/06/2021.');
    expect(text).not.toContain(p.changes);
    const untyped = await renderInspectionPdf(
      document({ kind: 'exit', content: exitFrom(inspectionContent()) }),
    );
    expect((await pagesOf(untyped.body)).join(' ')).not.toContain('indiquée');
  });

  it('marks every page of a draft « Projet – non signé »', async () => {
    const { body, pages } = await renderInspectionPdf(
      document({ content: inspectionContent({ roomCount: 6 }), draft: true }),
    );
    const texts = await pagesOf(body);
    expect(pages).toBeGreaterThan(2);
    expect(texts).toHaveLength(pages);
    texts.forEach((page, i) => {
      expect(page, `page ${i + 1}`).toContain('Projet – non signé');
      expect(page).toContain(`Page ${i + 1} sur ${pages}`);
    });
  });

  it('embeds each cited photo once, scaled down, and stays small', async () => {
    const ids = Array.from({ length: 6 }, () => randomUUID());
    const content = citePhotos(inspectionContent({ roomCount: 2 }), ids);
    const photos = await photosFor(ids);
    for (const photo of photos.values()) expect(Math.max(photo.width, photo.height)).toBe(PDF_PHOTO_SIDE);
    // A photo cited but missing (never uploaded, or unreadable) is left out, not an error.
    const withMissing = citePhotos(content, [randomUUID()]);
    const { body } = await renderInspectionPdf(document({ content: withMissing, photos }));
    expect(imageCount(body)).toBe(ids.length);
    const photoBytes = [...photos.values()].reduce((sum, ph) => sum + ph.jpeg.length, 0);
    // The photos are the document's weight: a few hundred KB for six, whatever the phone sent.
    expect(body.length).toBeLessThan(photoBytes + 200_000);
    expect(body.length / ids.length).toBeLessThan(330_000);
  });

  it('repeats a table’s column titles atop each page it runs onto', async () => {
    const content = inspectionContent({ roomCount: 1 });
    const room = content.rooms[0]!;
    room.elements = Array.from({ length: 60 }, (_, i) => ({
      ...room.elements[0]!,
      id: randomUUID(),
      name: `Placard ${i + 1}`,
      remarks: 'Porte coulissante, rail à nettoyer.',
    }));
    const { body, pages } = await renderInspectionPdf(document({ content }));
    const texts = await pagesOf(body);
    const withRows = texts.filter((page) => page.includes('Placard'));
    expect(withRows.length).toBeGreaterThanOrEqual(2);
    for (const page of withRows) expect(page).toContain(`${p.element} ${p.state} ${p.remarks}`);
    expect(pages).toBe(texts.length);
  });

  it('hands the event loop back while it lays out a large document', async () => {
    const content = inspectionContent({ roomCount: 40 });
    for (const room of content.rooms) {
      for (const element of room.elements) element.remarks = 'Rayures légères, à surveiller. '.repeat(20);
    }
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 1);
    const { pages } = await renderInspectionPdf(document({ content }));
    clearInterval(timer);
    expect(pages).toBeGreaterThan(40);
    // Other requests are served between rows, not only once the whole document is drawn.
    expect(ticks).toBeGreaterThan(3);
  });

  it('refuses nothing it can draw around: an unreadable photo is dropped at scaling', async () => {
    expect(await pdfPhoto(Buffer.from('pas une image'))).toBeNull();
  });
});
