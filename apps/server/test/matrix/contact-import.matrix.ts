import type { MatrixCase, MatrixContext } from './matrix-case';
import { memberRoute } from './matrix-case';

const CSV = 'Nom;Prénom;Email\nMoreau;Louis;louis.moreau@exemple.fr\n';

function csvForm() {
  const form = new FormData();
  form.append('file', new Blob([CSV], { type: 'text/csv' }), 'contacts.csv');
  return form;
}

/** A contact import of agency A, analysed and ready for its mapping (uploaded by A's head). */
async function readyImportOfA({ t, world }: MatrixContext): Promise<string> {
  // One contact import runs at a time per agency: the previous actor's finishes first.
  await t.deps.jobs.runUntilIdle();
  const res = await world.actors.bossA.client.upload('POST', '/api/contact-imports', csvForm());
  if (res.status !== 201) throw new Error(`contact import upload: ${res.status} ${res.text}`);
  return res.body.id as string;
}

const mapping = { mapping: { 0: 'lastName', 1: 'firstName', 2: 'email' } };

export const contactImportMatrix: MatrixCase[] = [
  {
    route: 'POST /api/contact-imports',
    request: () => ({ url: '/api/contact-imports', form: csvForm() }),
    expect: memberRoute(201, 201),
  },
  {
    route: 'GET /api/contact-imports/:id',
    request: async (ctx) => ({ url: `/api/contact-imports/${await readyImportOfA(ctx)}` }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/contact-imports/:id/preview',
    request: async (ctx) => ({
      url: `/api/contact-imports/${await readyImportOfA(ctx)}/preview`,
      json: mapping,
    }),
    expect: memberRoute(200),
  },
  {
    route: 'POST /api/contact-imports/:id/start',
    request: async (ctx) => ({
      url: `/api/contact-imports/${await readyImportOfA(ctx)}/start`,
      json: mapping,
    }),
    expect: memberRoute(200),
  },
];
