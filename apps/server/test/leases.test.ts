import { leaseMessages } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencySites, leases } from '../src/db/schema';
import { createAgencyWithBoss, createClient, createProperty } from './factories';
import { signedInClient } from './helpers/actors';
import { mandateBody } from './helpers/mandate-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function pdfText(bytes: ArrayBuffer) {
  return (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');
}

/** An agency (its head signed in) with a furnished flat to let under a management mandate, and a tenant. */
async function agencyWithRental(over: { rentControlled?: boolean; zip?: string } = {}) {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  await t.db.insert(agencySites).values({
    agencyId: agency.id,
    legalForm: 'SARL',
    siren: '732829320',
    cardNumber: 'CPI 6901 2024 000 123 456',
    cardIssuer: 'CCI Lyon Métropole',
  });
  const head = await signedInClient(t, boss.user.id);
  const property = await createProperty(t.db, agency.id, {
    type: 'Location',
    name: 'Deux-pièces meublé Croix-Rousse',
    price: 800,
    furnished: true,
    dpeClass: 'D',
    zip: over.zip ?? '69004',
    city: 'Lyon',
    rentControlled: over.rentControlled ?? false,
  });
  const mandate = await head.post(
    '/api/mandates',
    await mandateBody(t.db, agency.id, { activity: 'gestion', kind: 'simple', propertyId: property.id }),
  );
  expect(mandate.status, mandate.text).toBe(201);
  const tenant = await createClient(t.db, agency.id, { fullName: 'Zoé Łukasiewicz' });
  return { agency, boss, head, property, tenant };
}

const body = (propertyId: string, tenantId: string, over: Record<string, unknown> = {}) => ({
  propertyId,
  kind: 'meuble',
  tenants: [{ clientId: tenantId, electronicDelivery: true }],
  guarantors: [],
  startOn: '2026-12-01',
  durationMonths: 12,
  rent: '800',
  charges: '60',
  chargesMode: 'provision',
  deposit: '1600',
  paymentDay: 5,
  hasRevisionClause: true,
  managementFeePercent: '7,5',
  ...over,
});

describe('leases', () => {
  it('refuses a furnished deposit of three months, accepts two, and draws the lease', async () => {
    const { head, property, tenant } = await agencyWithRental();
    const refused = await head.post('/api/leases', body(property.id, tenant.id, { deposit: '2400' }));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fieldErrors.deposit).toBe(
      'Le dépôt de garantie d’un meublé est limité à deux mois de loyer hors charges (1\u202f600,00\u00a0€).',
    );
    expect((await head.get('/api/leases')).body.items).toHaveLength(0);

    const created = await head.post('/api/leases', body(property.id, tenant.id));
    expect(created.status, created.text).toBe(201);
    const lease = created.body;
    expect(lease).toMatchObject({
      kind: 'meuble',
      rentCents: 80_000,
      chargesCents: 6_000,
      depositCents: 160_000,
      managementFeeBp: 750,
      irlArea: 'metropole',
      energyClass: 'D',
      referenceQuarter: 3,
      hasDocument: true,
    });
    const roles = lease.parties.map((p: { role: string }) => p.role).sort();
    expect(roles).toEqual(['landlord', 'tenant']);
    expect(lease.parties.find((p: { role: string }) => p.role === 'tenant')).toMatchObject({
      name: 'Zoé Łukasiewicz',
      electronicDelivery: true,
    });

    const list = await head.get('/api/leases?status=active');
    expect(list.body.items).toEqual([
      expect.objectContaining({ id: lease.id, tenants: ['Zoé Łukasiewicz'], rentCents: 80_000 }),
    ]);

    const pdf = await head.get(`/api/leases/${lease.id}/document`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(pdf.raw);
    expect(text).toContain('Contrat de location — logement meublé');
    expect(text).toContain('Zoé Łukasiewicz');
    expect(text).toContain('CPI 6901 2024 000 123 456');
    expect(text).toContain('Loyer mensuel hors charges');
    expect(text).toContain('800,00');
    expect(text).toContain('Dépôt de garantie');
    expect(text).toMatch(/Dépôt de garantie : 1.600,00 €/);
    expect(text).toContain('3e trimestre');
    expect(text).toContain('Inventaire et état détaillé du mobilier');
  });

  it('refuses a lease on a sale listing, a deposit on a bail mobilité, a short unfurnished lease', async () => {
    const { agency, head, property, tenant } = await agencyWithRental();
    const sale = await createProperty(t.db, agency.id, { type: 'Vente' });
    const onSale = await head.post('/api/leases', body(sale.id, tenant.id));
    expect(onSale.status).toBe(400);
    expect(onSale.body.error.fieldErrors.propertyId).toBe(leaseMessages.notARental);

    const mobilite = await head.post(
      '/api/leases',
      body(property.id, tenant.id, { kind: 'mobilite', durationMonths: 6, deposit: '100' }),
    );
    expect(mobilite.status).toBe(400);
    expect(mobilite.body.error.fieldErrors.deposit).toBe(leaseMessages.depositForbidden);

    const nu = await head.post('/api/leases', body(property.id, tenant.id, { kind: 'nu', deposit: '800' }));
    expect(nu.status).toBe(400);
    expect(nu.body.error.fieldErrors.durationMonths).toBe(leaseMessages.durationNu);
    expect((await head.get('/api/leases')).body.items).toHaveLength(0);
  });

  it('holds the deposit cap in the database too', async () => {
    const { head, property, tenant } = await agencyWithRental();
    const created = await head.post('/api/leases', body(property.id, tenant.id));
    const error = await t.db
      .update(leases)
      .set({ depositCents: 999_999 })
      .where(eq(leases.id, created.body.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(String((error as { cause?: unknown })?.cause ?? error)).toContain('leases_deposit_cap');
  });

  it('asks for a management mandate first', async () => {
    const { agency, head, tenant } = await agencyWithRental();
    const bare = await createProperty(t.db, agency.id, { type: 'Location', price: 700 });
    const res = await head.post('/api/leases', body(bare.id, tenant.id, { rent: '700', deposit: '700' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fieldErrors.propertyId).toBe(leaseMessages.noManagementMandate);
  });

  it('needs the rent-control figures where the rent is controlled', async () => {
    const { head, property, tenant } = await agencyWithRental({ rentControlled: true, zip: '97400' });
    const missing = await head.post('/api/leases', body(property.id, tenant.id));
    expect(missing.status).toBe(400);
    expect(missing.body.error.fieldErrors.referenceRent).toBe(leaseMessages.referenceRentRequired);
    const over = await head.post(
      '/api/leases',
      body(property.id, tenant.id, {
        referenceRent: '650',
        increasedReferenceRent: '780',
        rentSupplement: '10',
      }),
    );
    expect(over.body.error.fieldErrors.rent).toContain('780,00');
    expect(over.body.error.fieldErrors.rentSupplementReason).toBe(leaseMessages.supplementReasonRequired);
    const ok = await head.post(
      '/api/leases',
      body(property.id, tenant.id, {
        referenceRent: '650',
        increasedReferenceRent: '780',
        rentSupplement: '20',
        rentSupplementReason: 'Terrasse de 30 m² plein sud',
      }),
    );
    expect(ok.status, ok.text).toBe(201);
    expect(ok.body).toMatchObject({ rentControlled: true, irlArea: 'outre_mer', rentSupplementCents: 2_000 });
    const text = await pdfText((await head.get(`/api/leases/${ok.body.id}/document`)).raw);
    expect(text).toContain('Loyer de référence majoré');
    expect(text).toContain('Terrasse de 30 m² plein sud');
  });

  it('makes one lease of two concurrent creations on the same property', async () => {
    const { head, property, tenant } = await agencyWithRental();
    const [a, b] = await Promise.all([
      head.post('/api/leases', body(property.id, tenant.id)),
      head.post('/api/leases', body(property.id, tenant.id)),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.status === 409)!.body.error.message).toBe(leaseMessages.activeLeaseExists);
    expect((await head.get('/api/leases')).body.items).toHaveLength(1);
  });

  it('updates the terms until the lease is sent for signature, then freezes them', async () => {
    const { head, property, tenant } = await agencyWithRental();
    const { body: lease } = await head.post('/api/leases', body(property.id, tenant.id));
    const { propertyId: _p, kind: _k, tenants: _t, guarantors: _g, ...terms } = body(property.id, tenant.id);
    const updated = await head.patch(`/api/leases/${lease.id}`, { ...terms, rent: '820', deposit: '1640' });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ rentCents: 82_000, depositCents: 164_000 });
    expect(await pdfText((await head.get(`/api/leases/${lease.id}/document`)).raw)).toContain('820,00');

    const signed = await head.post(`/api/leases/${lease.id}/signature`, {});
    expect(signed.status, signed.text).toBe(200);
    expect(signed.body.signatureRequestId).toBeTruthy();
    const frozen = await head.patch(`/api/leases/${lease.id}`, { ...terms, rent: '830', deposit: '1640' });
    expect(frozen.status).toBe(409);
    expect(frozen.body.error.message).toBe(leaseMessages.frozen);
  });

  it('answers another agency’s property, client and lease with the same French 404', async () => {
    const a = await agencyWithRental();
    const b = await agencyWithRental();
    const { body: lease } = await a.head.post('/api/leases', body(a.property.id, a.tenant.id));

    const foreignProperty = await a.head.post('/api/leases', body(b.property.id, a.tenant.id));
    expect(foreignProperty.status).toBe(404);
    const foreignClient = await a.head.post('/api/leases', body(a.property.id, b.tenant.id));
    expect(foreignClient.status).toBe(404);
    expect(foreignClient.body.error.message).toBe(leaseMessages.clientNotFound);
    for (const path of [`/api/leases/${lease.id}`, `/api/leases/${lease.id}/document`]) {
      const res = await b.head.get(path);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(leaseMessages.notFound);
    }
    expect((await a.head.get(`/api/leases/${lease.id}/document`)).status).toBe(200);
    expect((await t.client().get(`/api/leases/${lease.id}/document`)).status).toBe(401);
  });
});
