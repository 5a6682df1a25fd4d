import { createProperty } from '../factories';
import { extract } from '../helpers/extraction';
import { buildPdf, pdfForm } from '../helpers/pdf-fixtures';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

let samplePdf: Promise<Buffer> | undefined;
const pdf = () => (samplePdf ??= buildPdf([{ text: ['Diagnostic de performance énergétique'] }]));

async function propertyOfA({ t, world }: MatrixContext): Promise<string> {
  return (await createProperty(t.db, world.agencyA.id)).id;
}

export const documentsExtractionMatrix: MatrixCase[] = [
  {
    route: 'POST /api/documents/check',
    request: async () => ({ url: '/api/documents/check', form: pdfForm(await pdf()) }),
    expect: memberRoute(204, 204),
  },
  {
    route: 'POST /api/documents/extract',
    request: async () => ({ url: '/api/documents/extract', form: pdfForm(await pdf()) }),
    expect: memberRoute(200, 200),
  },
  {
    route: 'POST /api/properties/:id/documents',
    request: async (ctx) => {
      const bytes = await pdf();
      const { done } = await extract(ctx.actor.client, bytes);
      return {
        url: `/api/properties/${await propertyOfA(ctx)}/documents`,
        form: pdfForm(bytes, 'dpe.pdf', { text: done?.text ?? 'x', receipt: done?.receipt ?? '1.x' }),
      };
    },
    expect: memberRoute(201),
  },
];
