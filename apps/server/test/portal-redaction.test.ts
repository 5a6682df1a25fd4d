import { privacyMessages } from '@immopilote/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './factories';
import { createWorld, type World } from './helpers/actors';
import { createMandator } from './helpers/mandate-fixtures';
import { rank, readAnnonces, unzip } from './helpers/poliris-reader';
import { formOf, saleFacts, validPropertyFields } from './helpers/property-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

describe('the portal file’s ad text leaves the agency redacted', () => {
  it('no client name, phone, e-mail, door code or IBAN in rank 21; the rest of the text stays', async () => {
    const boss = world.actors.bossA.client;
    await boss.put('/api/agency/fee-scale', { feeScaleUrl: 'https://www.agence.fr/bareme.pdf' });
    await createClient(t.db, world.agencyA.id, { fullName: 'Gaspard Vautrin', firstName: 'Gaspard' });
    const sale = await boss.upload(
      'POST',
      '/api/properties',
      formOf(
        validPropertyFields({
          price: '313500',
          name: 'Appartement Croix-Rousse',
          description:
            'Séjour plein sud. Visites avec M. Jean Dupont (06 12 34 56 78, jean.dupont@exemple.fr) ou Gaspard Vautrin. Code porte 4B12A. RIB FR76 3000 6000 0112 3456 7890 189.',
          ...saleFacts,
        }),
      ),
    );
    expect(sale.status, sale.text).toBe(201);
    const mandator = await createMandator(t.db, world.agencyA.id);
    const mandate = await boss.post('/api/mandates', {
      activity: 'transaction',
      kind: 'simple',
      propertyId: sale.body.id,
      mandatorIds: [mandator.id],
      startDate: '2026-11-02',
      durationMonths: 3,
      feeTerms: '4,5 % TTC à la charge de l’acquéreur',
    });
    expect(mandate.status, mandate.text).toBe(201);

    expect((await boss.put('/api/agency/poliris-agency-id', { polirisAgencyId: 'SL-42' })).status).toBe(200);
    expect((await boss.post('/api/portal-export')).status).toBe(201);
    await t.deps.jobs.runUntilIdle();
    const done = (await boss.get('/api/portal-export')).body.export;
    expect(done).toMatchObject({ status: 'done', included: 1 });
    const zip = await boss.get(`/api/portal-export/${done.id}/download`);
    const [row] = readAnnonces(unzip(new Uint8Array(zip.raw))['Annonces.csv']!);
    const text = rank(row!, 21)!;
    expect(text).toContain('Séjour plein sud.');
    for (const secret of ['Dupont', 'Gaspard', 'Vautrin', '06 12 34 56 78', 'jean.dupont', '4B12A', 'FR76']) {
      expect(text).not.toContain(secret);
    }
    for (const kind of ['name', 'phone', 'email', 'code', 'iban'] as const) {
      expect(text).toContain(privacyMessages.redacted[kind]);
    }
  });
});
