import { createHash, randomUUID } from 'node:crypto';
import {
  type Inspection,
  type InspectionContent,
  inspectionMessages,
  signatureMessages,
} from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agencySites, inspections, signatureRequests } from '../src/db/schema';
import { withAgency } from '../src/db/agency-scope';
import { signatureSubject } from '../src/modules/signatures/signature-subjects';
import { createAgencyWithBoss, createUser } from './factories';
import { signedInClient } from './helpers/actors';
import { inspectionContent, phonePhoto } from './helpers/inspection-document-fixtures';
import { openEntry, photoForm, rentalFlat } from './helpers/inspection-fixtures';
import { mailsTo, verifyWithCode } from './helpers/signature-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';
import type { TestClient } from './helpers/test-client';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const m = inspectionMessages.errors;
const flat = (text: string) => text.replace(/\s+/g, ' ');
const pdfText = async (bytes: ArrayBuffer | Uint8Array) =>
  // A copy: pdf.js takes the bytes it is given to its worker.
  flat((await extractText(new Uint8Array(bytes).slice(), { mergePages: true })).text);

/** An agency with its card, its head signed in (the agent who has the inspection signed). */
async function agency() {
  const { agency, boss } = await createAgencyWithBoss(t.db, { subscription: 'premium' });
  await t.db.insert(agencySites).values({
    agencyId: agency.id,
    cardNumber: 'CPI 6901 2024 000 123 456',
    cardIssuer: 'CCI Lyon Métropole',
  });
  return {
    agencyId: agency.id,
    head: await signedInClient(t, boss.user.id),
    agent: { email: boss.user.email, name: `${boss.profile.firstName} ${boss.profile.lastName}` },
  };
}

/** Unique addresses: the outbox is shared by every test of the file. */
const tag = () => randomUUID().slice(0, 8);

/** The document as the device saves it, with the parties this test gives. */
async function save(head: TestClient, inspection: Inspection, content: InspectionContent) {
  const res = await head.put(`/api/inspections/${inspection.id}`, {
    baseVersion: inspection.version,
    inspectionDate: inspection.inspectionDate,
    furnished: inspection.furnished,
    content,
  });
  expect(res.status, res.text).toBe(200);
  return res.body as Inspection;
}

/** An entry of a rental flat, filled in, one photo received and cited on the first wall. */
async function readyEntry(head: TestClient, agencyId: string, over: Partial<InspectionContent> = {}) {
  const property = await rentalFlat(t, agencyId);
  const opened = await openEntry(head, property.id);
  const photoId = randomUUID();
  const upload = await head.upload(
    'PUT',
    `/api/inspections/${opened.id}/photos/${photoId}`,
    photoForm(await phonePhoto(7, 1024, 768)),
  );
  expect(upload.status, upload.text).toBe(200);
  const id = tag();
  const content = inspectionContent({
    landlord: {
      clientId: null,
      name: 'Hélène Faure',
      email: `helene.faure.${id}@exemple.fr`,
      phone: null,
      address: '4 place Bellecour, 69002 Lyon',
    },
    tenants: [
      {
        clientId: null,
        name: 'Théo Garnier',
        email: `theo.garnier.${id}@exemple.fr`,
        phone: null,
        address: '',
        newAddress: '',
      },
    ],
    ...over,
  });
  content.rooms[0]!.elements[1]!.photoIds = [photoId];
  return { property, inspection: await save(head, opened, content), content };
}

async function rowOf(agencyId: string, id: string) {
  const [row] = await withAgency({ agencyId }, () =>
    t.db.select().from(inspections).where(eq(inspections.id, id)),
  );
  return row!;
}

async function requestsOf(agencyId: string, subjectId: string) {
  return withAgency({ agencyId }, () =>
    t.db.select().from(signatureRequests).where(eq(signatureRequests.subjectId, subjectId)),
  );
}

/** Every signer in turn on the agent's device: the device page, the code by e-mail, a typed signature. */
async function signAllOnDevice(head: TestClient, requestId: string) {
  for (;;) {
    const request = await head.get(`/api/signatures/${requestId}`);
    const current = request.body.signers.find((s: { current: boolean }) => s.current);
    if (!current) return request.body;
    const device = await head.post(`/api/signatures/${requestId}/signers/${current.id}/device`);
    expect(device.status, device.text).toBe(200);
    const token = device.body.url.split('/signer/')[1];
    const page = t.client();
    await verifyWithCode(t, page, token, current.email);
    const signed = await page.post(`/api/sign/${token}/sign`, {
      consent: true,
      mark: { kind: 'typed', text: current.name },
    });
    expect(signed.status, signed.text).toBe(200);
  }
}

/** The current signer's device page with the code verified, for a refusal. */
async function currentOnDevice(head: TestClient, requestId: string) {
  const request = await head.get(`/api/signatures/${requestId}`);
  const current = request.body.signers.find((s: { current: boolean }) => s.current);
  const device = await head.post(`/api/signatures/${requestId}/signers/${current.id}/device`);
  const token = device.body.url.split('/signer/')[1];
  const page = t.client();
  await verifyWithCode(t, page, token, current.email);
  return { page, token };
}

describe('« Faire signer » an inspection', () => {
  it('freezes the draft, draws the PDF and asks the agent, then each tenant, to sign on the device', async () => {
    const { agencyId, head, agent } = await agency();
    const { inspection, content } = await readyEntry(head, agencyId);

    const res = await head.post(`/api/inspections/${inspection.id}/signature`, {
      baseVersion: inspection.version,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: inspection.id, status: 'signing', version: inspection.version });
    expect(res.body.signature).toMatchObject({ documentKind: 'inspection', subjectId: inspection.id });
    expect(res.body.signature.signers.map((s: { role: string; name: string }) => [s.role, s.name])).toEqual([
      ['agency', agent.name],
      ['tenant', 'Théo Garnier'],
    ]);
    expect(res.body.signature.signers[0].email).toBe(agent.email);
    expect((await rowOf(agencyId, inspection.id)).signatureRequestId).toBe(res.body.signature.id);

    // The frozen original: no draft mark, the photo in it, and what the download answers.
    const [request] = await requestsOf(agencyId, inspection.id);
    expect(request!.title).toBe('État des lieux d’entrée – T3 Croix-Rousse – 02/11/2026');
    const pdf = await head.get(`/api/inspections/${inspection.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toMatch(
      /^attachment; filename="etat-des-lieux-entree-2026-11-02\.pdf"/,
    );
    const text = await pdfText(pdf.raw);
    expect(text).toContain('État des lieux d’entrée');
    expect(text).toContain('Théo Garnier');
    expect(text).toContain('Carte professionnelle n° CPI 6901 2024 000 123 456');
    expect(text).not.toContain('Projet');
    expect(
      Buffer.from(pdf.raw)
        .toString('latin1')
        .match(/\/Subtype\s*\/Image/g),
    ).toHaveLength(1);
    expect(createHash('sha256').update(new Uint8Array(pdf.raw)).digest('hex')).toBe(request!.originalSha256);

    // Frozen: neither saved nor signed again.
    const again = await head.post(`/api/inspections/${inspection.id}/signature`, {
      baseVersion: inspection.version,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(m.notDraft);
    const edit = await head.put(`/api/inspections/${inspection.id}`, {
      baseVersion: inspection.version,
      inspectionDate: inspection.inspectionDate,
      furnished: false,
      content,
    });
    expect(edit.status).toBe(409);
  });

  it('signed by every party: signed, sealed, and the PDF mailed to each, the absent landlord too', async () => {
    const { agencyId, head, agent } = await agency();
    const { inspection, content } = await readyEntry(head, agencyId);
    const signing = await head.post(`/api/inspections/${inspection.id}/signature`, {
      baseVersion: inspection.version,
      landlordPresent: false,
    });
    expect(signing.status, signing.text).toBe(200);
    const done = await signAllOnDevice(head, signing.body.signature.id);
    expect(done.status).toBe('sealing');
    expect((await rowOf(agencyId, inspection.id)).status).toBe('signed');
    await t.deps.jobs.runUntilIdle();

    const signed = await head.get(`/api/inspections/${inspection.id}`);
    expect(signed.body.status).toBe('signed');
    expect(signed.body.signedAt).toEqual(expect.any(String));
    expect(signed.body.signature.status).toBe('completed');
    const sealed = await head.get(`/api/inspections/${inspection.id}/pdf`);
    expect(sealed.status).toBe(200);
    const sealedText = await pdfText(sealed.raw);
    expect(sealedText).toContain('Page des signatures');
    expect(Buffer.from(sealed.raw).toString('latin1')).toContain('/ETSI.CAdES.detached');
    // Handed over at signature: the tenant, the agent and the landlord, who signed nothing.
    for (const to of [content.tenants[0]!.email!, agent.email, content.landlord.email!]) {
      const [mail] = await mailsTo(t, to, 'Document signé%');
      expect(mail?.attachments?.[0], to).toMatchObject({
        contentType: 'application/pdf',
        size: sealed.raw.byteLength,
      });
    }
  });

  it('has the landlord sign last when present in person', async () => {
    const { agencyId, head } = await agency();
    const { inspection } = await readyEntry(head, agencyId);
    const res = await head.post(`/api/inspections/${inspection.id}/signature`, {
      baseVersion: inspection.version,
      landlordPresent: true,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.signature.signers.map((s: { role: string }) => s.role)).toEqual([
      'agency',
      'tenant',
      'landlord',
    ]);
  });

  it('records a refusal; a cancelled request gives the draft back, to be signed anew', async () => {
    const { agencyId, head } = await agency();
    const first = await readyEntry(head, agencyId);
    const signing = await head.post(`/api/inspections/${first.inspection.id}/signature`, {
      baseVersion: first.inspection.version,
    });
    const { page, token } = await currentOnDevice(head, signing.body.signature.id);
    const refused = await page.post(`/api/sign/${token}/refuse`, {
      reason: 'Le relevé du compteur est faux',
    });
    expect(refused.status, refused.text).toBe(200);
    expect((await head.get(`/api/inspections/${first.inspection.id}`)).body.status).toBe('refused');
    // A refused document stays as it was refused.
    const refusedPdf = await head.get(`/api/inspections/${first.inspection.id}/pdf`);
    expect(await pdfText(refusedPdf.raw)).not.toContain('Projet');

    const second = await readyEntry(head, agencyId);
    const request = await head.post(`/api/inspections/${second.inspection.id}/signature`, {
      baseVersion: second.inspection.version,
    });
    const cancelled = await head.post(`/api/signatures/${request.body.signature.id}/cancel`, {
      reason: 'Une pièce a été oubliée',
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    const back = await head.get(`/api/inspections/${second.inspection.id}`);
    expect(back.body.status).toBe('draft');
    const anew = await head.post(`/api/inspections/${second.inspection.id}/signature`, {
      baseVersion: back.body.version,
    });
    expect(anew.status, anew.text).toBe(200);
    expect(anew.body.signature.id).not.toBe(request.body.signature.id);
    // The first request's end no longer moves the inspection.
    expect((await requestsOf(agencyId, second.inspection.id)).map((r) => r.status).sort()).toEqual([
      'cancelled',
      'pending',
    ]);
  });

  it('gives the draft back when its request is cancelled at sealing (the stored original changed)', async () => {
    const { agencyId, head } = await agency();
    const { inspection } = await readyEntry(head, agencyId);
    const signing = await head.post(`/api/inspections/${inspection.id}/signature`, {
      baseVersion: inspection.version,
    });
    const requestId = signing.body.signature.id;
    await signAllOnDevice(head, requestId);
    expect((await rowOf(agencyId, inspection.id)).status).toBe('signed');
    // What the sealing job's check does when the original's hash no longer matches (signature-steps.ts).
    await withAgency({ agencyId }, () =>
      t.db.transaction((tx) =>
        signatureSubject('inspection').onClosed!(tx, {
          agencyId,
          subjectId: inspection.id,
          requestId,
          status: 'cancelled',
        }),
      ),
    );
    expect(await rowOf(agencyId, inspection.id)).toMatchObject({ status: 'draft', signedAt: null });
    // Another request's end (an earlier one) moves nothing.
    await withAgency({ agencyId }, () =>
      t.db.transaction((tx) =>
        signatureSubject('inspection').onClosed!(tx, {
          agencyId,
          subjectId: inspection.id,
          requestId: randomUUID(),
          status: 'refused',
        }),
      ),
    );
    expect((await rowOf(agencyId, inspection.id)).status).toBe('draft');
  });

  it('refuses in French, changing nothing: a party missing, a name, an e-mail, a stale version, a photo not received', async () => {
    const { agencyId, head } = await agency();
    const { inspection, content } = await readyEntry(head, agencyId);
    const withContent = async (changed: InspectionContent) => {
      const current = (await head.get(`/api/inspections/${inspection.id}`)).body as Inspection;
      return save(head, current, changed);
    };
    const sign = async (body: Record<string, unknown> = {}) => {
      const current = (await head.get(`/api/inspections/${inspection.id}`)).body as Inspection;
      return head.post(`/api/inspections/${inspection.id}/signature`, {
        baseVersion: current.version,
        ...body,
      });
    };
    const cases: [string, InspectionContent, Record<string, unknown>, number, string, string | null][] = [
      ['no tenant', { ...content, tenants: [] }, {}, 400, m.tenantRequired, 'content.tenants'],
      [
        'a tenant without a name',
        { ...content, tenants: [{ ...content.tenants[0]!, name: '  ' }] },
        {},
        400,
        m.partyNameRequired,
        'content.tenants.0.name',
      ],
      [
        'a tenant without an e-mail',
        { ...content, tenants: [{ ...content.tenants[0]!, email: null }] },
        {},
        400,
        m.partyEmailRequired('Théo Garnier'),
        'content.tenants.0.email',
      ],
      [
        'no landlord',
        { ...content, landlord: { ...content.landlord, name: '' } },
        {},
        400,
        m.landlordRequired,
        'content.landlord.name',
      ],
      [
        'a landlord present without an e-mail',
        { ...content, landlord: { ...content.landlord, email: null } },
        { landlordPresent: true },
        400,
        m.partyEmailRequired('Hélène Faure'),
        'content.landlord.email',
      ],
      [
        'a photo cited but never received',
        {
          ...content,
          meters: [{ ...content.meters[0]!, photoIds: [randomUUID()] }, ...content.meters.slice(1)],
        },
        {},
        409,
        m.photoUnknown,
        null,
      ],
    ];
    for (const [what, changed, body, status, message, field] of cases) {
      await withContent(changed);
      const res = await sign(body);
      expect(res.status, what).toBe(status);
      expect(res.body.error.message, what).toBe(message);
      if (field) expect(res.body.error.fieldErrors, what).toEqual({ [field]: message });
    }
    // The landlord absent needs no e-mail: he gets the copy only if he has one.
    await withContent({ ...content, landlord: { ...content.landlord, email: null } });
    const current = (await head.get(`/api/inspections/${inspection.id}`)).body as Inspection;
    const stale = await head.post(`/api/inspections/${inspection.id}/signature`, {
      baseVersion: current.version - 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(m.conflict);
    const bad = await head.post(`/api/inspections/${inspection.id}/signature`, { baseVersion: 'v2' });
    expect(bad.status).toBe(400);
    // Nothing changed: still a draft, no signature request, no file stored for one.
    const row = await rowOf(agencyId, inspection.id);
    expect(row).toMatchObject({ status: 'draft', signatureRequestId: null });
    expect(await requestsOf(agencyId, inspection.id)).toEqual([]);
    const ok = await head.post(`/api/inspections/${inspection.id}/signature`, {
      baseVersion: current.version,
    });
    expect(ok.status, ok.text).toBe(200);
  });

  it('is for the members who handle properties; another agency’s inspection is a 404', async () => {
    const a = await agency();
    const b = await agency();
    const { inspection } = await readyEntry(a.head, a.agencyId);
    const reader = await createUser(t.db, { agencyId: a.agencyId, status: 'active', permissions: [] });
    const member = await signedInClient(t, reader.user.id);
    const refused = await member.post(`/api/inspections/${inspection.id}/signature`, {
      baseVersion: inspection.version,
    });
    expect(refused.status).toBe(403);
    expect((await member.get(`/api/inspections/${inspection.id}/pdf`)).status).toBe(200);

    const foreign = await b.head.post(`/api/inspections/${inspection.id}/signature`, {
      baseVersion: inspection.version,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(m.notFound);
    expect((await b.head.get(`/api/inspections/${inspection.id}/pdf`)).status).toBe(404);
    expect((await a.head.get(`/api/inspections/${randomUUID()}/pdf`)).status).toBe(404);
    expect((await a.head.get('/api/inspections/pas-un-id/pdf')).status).toBe(400);
    expect((await rowOf(a.agencyId, inspection.id)).status).toBe('draft');

    // Its signature request is theirs too: a member without the permission neither lists nor cancels it.
    const sent = await a.head.post(`/api/inspections/${inspection.id}/signature`, {
      baseVersion: inspection.version,
    });
    expect(sent.status, sent.text).toBe(200);
    const requestId = sent.body.signature.id as string;
    const listed = await member.get('/api/signatures');
    expect(listed.body.items.map((r: { id: string }) => r.id)).not.toContain(requestId);
    const cancel = await member.post(`/api/signatures/${requestId}/cancel`, { reason: 'Erreur de saisie' });
    expect(cancel.status).toBe(403);
    expect(cancel.body.error.message).toBe(signatureMessages.errors.permissionInspection);
    expect((await rowOf(a.agencyId, inspection.id)).status).toBe('signing');
  });
});

describe('the inspection’s PDF', () => {
  it('of a draft is a preview drawn now, shown inline and marked « Projet – non signé »', async () => {
    const { agencyId, head } = await agency();
    const { inspection } = await readyEntry(head, agencyId);
    const res = await head.get(`/api/inspections/${inspection.id}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = await pdfText(res.raw);
    expect(text).toContain('Projet – non signé');
    expect(text).toContain('Hélène Faure');
  });

  it('of an exit marks the element changed since the signed entry', async () => {
    const { agencyId, head } = await agency();
    const { property, inspection } = await readyEntry(head, agencyId);
    const signing = await head.post(`/api/inspections/${inspection.id}/signature`, {
      baseVersion: inspection.version,
    });
    await signAllOnDevice(head, signing.body.signature.id);
    await t.deps.jobs.runUntilIdle();

    const opened = await head.post(`/api/properties/${property.id}/inspections`, {
      kind: 'exit',
      inspectionDate: '2026-11-20',
    });
    expect(opened.status, opened.text).toBe(201);
    const exit = opened.body as Inspection;
    expect(exit.entry?.id).toBe(inspection.id);
    const content = structuredClone(exit.content);
    const wall = content.rooms[0]!.elements.find((e) => e.name === 'Murs')!;
    wall.state = 'mauvais';
    content.tenants[0]!.newAddress = '7 quai de la Fosse, 44000 Nantes';
    const saved = await save(head, exit, content);
    expect(saved.changes).toHaveLength(1);
    const signed = await head.post(`/api/inspections/${exit.id}/signature`, { baseVersion: saved.version });
    expect(signed.status, signed.text).toBe(200);
    const text = await pdfText((await head.get(`/api/inspections/${exit.id}/pdf`)).raw);
    expect(text).toContain('État des lieux de sortie');
    expect(text).toContain('État des lieux d’entrée établi le 02/11/2026.');
    expect(text).toContain(`${content.rooms[0]!.name} › Murs : Bon état → Mauvais état`);
    expect(text).toContain('Modifié');
    expect(text).toContain('Nouvelle adresse : 7 quai de la Fosse, 44000 Nantes');
  });

  it('answers a French 409 while the signed PDF is being sealed', async () => {
    const { agencyId, head } = await agency();
    const { inspection } = await readyEntry(head, agencyId);
    const signing = await head.post(`/api/inspections/${inspection.id}/signature`, {
      baseVersion: inspection.version,
    });
    await withAgency({ agencyId }, () =>
      t.db.update(inspections).set({ status: 'signed' }).where(eq(inspections.id, inspection.id)),
    );
    const res = await head.get(`/api/inspections/${inspection.id}/pdf`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(signatureMessages.errors.fileNotReady);
    expect(signing.status).toBe(200);
  });
});
