import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Inspection } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inspections } from '../src/db/schema';
import { withAgency } from '../src/db/agency-scope';
import { purgeInspectionsPastRetention } from '../src/modules/inspections/inspection-retention';
import { createAgencyWithBoss, createClient, DEFAULT_PASSWORD } from './factories';
import { signedInClient } from './helpers/actors';
import { openEntry, photoForm, rentalFlat } from './helpers/inspection-fixtures';
import { createMandator } from './helpers/mandate-fixtures';
import { jpeg } from './helpers/property-fixtures';
import { makeRequest, signer } from './helpers/signature-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function agencyWithHead() {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  return { agency, bossId: boss.user.id, head: await signedInClient(t, boss.user.id) };
}

function filesOf(agencyId: string, inspectionId: string): string[] {
  const dir = path.join(t.config.dataDir, 'files', 'inspections', agencyId, inspectionId);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/** An entry naming `tenant` (and `landlord` when given), with one photo. */
async function entryNaming(
  head: TestClient,
  agencyId: string,
  parties: { tenant?: { id: string; fullName: string }; landlord?: { id: string; fullName: string } },
) {
  const opened = await openEntry(head, (await rentalFlat(t, agencyId)).id);
  const photoId = randomUUID();
  const up = await head.upload(
    'PUT',
    `/api/inspections/${opened.id}/photos/${photoId}`,
    photoForm(await jpeg()),
  );
  expect(up.status).toBe(200);
  const content = structuredClone(opened.content);
  content.rooms[0]!.elements[0]!.photoIds = [photoId];
  if (parties.landlord) {
    content.landlord = {
      ...content.landlord,
      clientId: parties.landlord.id,
      name: parties.landlord.fullName,
    };
  }
  if (parties.tenant) {
    content.tenants = [
      {
        clientId: parties.tenant.id,
        name: parties.tenant.fullName,
        email: 'locataire@exemple.fr',
        phone: null,
        address: '',
        newAddress: '',
      },
    ];
  }
  const saved = await head.put(`/api/inspections/${opened.id}`, {
    baseVersion: opened.version,
    inspectionDate: opened.inspectionDate,
    furnished: opened.furnished,
    content,
  });
  expect(saved.status, saved.text).toBe(200);
  return { inspection: saved.body as Inspection, photoId };
}

async function setStatus(agencyId: string, id: string, values: Partial<typeof inspections.$inferInsert>) {
  await withAgency({ agencyId }, () => t.db.update(inspections).set(values).where(eq(inspections.id, id)));
}

describe('RGPD exports', () => {
  it('puts the inspections naming a client in their export, without the other parties', async () => {
    const { agency, head } = await agencyWithHead();
    const tenant = await createClient(t.db, agency.id, { fullName: 'Léa Martin' });
    const landlord = await createMandator(t.db, agency.id);
    const { inspection } = await entryNaming(head, agency.id, { tenant, landlord });
    await entryNaming(head, agency.id, {});

    const res = await head.get(`/api/clients/${tenant.id}/export`);
    expect(res.status).toBe(200);
    const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.raw))['donnees.json']!));
    expect(data.inspections).toHaveLength(1);
    expect(data.inspections[0]).toMatchObject({
      id: inspection.id,
      kind: 'entry',
      status: 'draft',
      propertyLabel: 'T3 Croix-Rousse',
      asLandlord: null,
      asTenant: { clientId: tenant.id, name: 'Léa Martin' },
    });
    expect(data.inspections[0].dwelling.rooms).toHaveLength(8);
    expect(JSON.stringify(data.inspections)).not.toContain(landlord.fullName);
  });

  it('puts every inspection with its photos in the agency export', async () => {
    const { agency, head } = await agencyWithHead();
    const { inspection, photoId } = await entryNaming(head, agency.id, {});
    expect((await head.post('/api/agency/export')).status).toBe(202);
    await t.deps.jobs.runUntilIdle();
    const { latest } = (await head.get('/api/agency/export')).body;
    expect(latest.status).toBe('ready');
    const zip = unzipSync(new Uint8Array((await head.get(`/api/agency/export/${latest.id}/download`)).raw));
    const data = JSON.parse(strFromU8(zip['donnees.json']!));
    expect(data.inspections).toHaveLength(1);
    const [exported] = data.inspections;
    expect(exported).toMatchObject({
      id: inspection.id,
      kind: 'entry',
      status: 'draft',
      signedPdfPath: null,
    });
    expect(exported.content.rooms).toHaveLength(8);
    expect(exported.photos).toEqual([expect.objectContaining({ id: photoId })]);
    const photoPath = exported.photos[0].path as string;
    expect(photoPath).toMatch(
      new RegExp(`^fichiers/etats-des-lieux/${inspection.id}/${photoId}-[0-9a-f]+\\.jpg$`),
    );
    expect(zip[photoPath]?.[0]).toBe(0xff);
    expect(data.files).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: photoPath, kind: 'inspection' })]),
    );
  });
});

describe('retention and erasure', () => {
  it('erasing a client deletes the drafts of their tenancy, erases them as landlord, keeps signed inspections', async () => {
    const { agency, head } = await agencyWithHead();
    const person = await createClient(t.db, agency.id, { fullName: 'Hugo Bernard' });
    const asTenant = await entryNaming(head, agency.id, { tenant: person });
    const asLandlord = await entryNaming(head, agency.id, { landlord: person });
    const signed = await entryNaming(head, agency.id, { tenant: person });
    await setStatus(agency.id, signed.inspection.id, { status: 'signed', signedAt: new Date() });

    const res = await head.post(`/api/clients/${person.id}/erase`);
    expect(res.status).toBe(204);

    expect((await head.get(`/api/inspections/${asTenant.inspection.id}`)).status).toBe(404);
    expect(filesOf(agency.id, asTenant.inspection.id)).toEqual([]);
    const kept = await head.get<Inspection>(`/api/inspections/${asLandlord.inspection.id}`);
    expect(kept.body.content.landlord).toEqual({
      clientId: null,
      name: '',
      email: null,
      phone: null,
      address: '',
    });
    expect(filesOf(agency.id, asLandlord.inspection.id)).toHaveLength(1);
    const legal = await head.get<Inspection>(`/api/inspections/${signed.inspection.id}`);
    expect(legal.body.content.tenants[0]!.name).toBe('Hugo Bernard');
    expect(filesOf(agency.id, signed.inspection.id)).toHaveLength(1);
  });

  it('keeps a signed inspection as long as its signature request, then erases it with its photos', async () => {
    const { agency, bossId, head } = await agencyWithHead();
    const living = await entryNaming(head, agency.id, {});
    const expired = await entryNaming(head, agency.id, {});
    const draft = await entryNaming(head, agency.id, {});
    const request = await makeRequest(
      t,
      { agencyId: agency.id, userId: bossId },
      { signers: [signer('tenant')] },
    );
    await setStatus(agency.id, living.inspection.id, {
      status: 'signed',
      signedAt: new Date(),
      signatureRequestId: request.id,
    });
    // Its request was erased ten years on by the signatures module's round.
    await setStatus(agency.id, expired.inspection.id, {
      status: 'signed',
      signedAt: new Date(),
      signatureRequestId: randomUUID(),
    });

    expect(await purgeInspectionsPastRetention(t.deps)).toBe(1);
    expect((await head.get(`/api/inspections/${expired.inspection.id}`)).status).toBe(404);
    expect(filesOf(agency.id, expired.inspection.id)).toEqual([]);
    expect((await head.get(`/api/inspections/${living.inspection.id}`)).status).toBe(200);
    expect((await head.get(`/api/inspections/${draft.inspection.id}`)).status).toBe(200);
  });

  it('goes with its agency, photos included', async () => {
    const { agency, head } = await agencyWithHead();
    const { inspection } = await entryNaming(head, agency.id, {});
    expect(filesOf(agency.id, inspection.id)).toHaveLength(1);
    const res = await head.post('/api/profile/delete-account', { password: DEFAULT_PASSWORD });
    expect(res.status).toBe(204);
    expect(filesOf(agency.id, inspection.id)).toEqual([]);
  });
});
