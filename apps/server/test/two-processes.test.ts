/**
 * Two API processes on one PostgreSQL database and one storage folder, as a deployment with two
 * instances behind a load balancer runs (issue 9, "Also"). Each step is done on one process and
 * checked or continued on the other: sessions, uploads, PDF extraction then save (the extraction
 * receipt is signed with the shared DOCUMENT_RECEIPT_SECRET), deletes. PGlite cannot be shared by
 * two processes, so this runs in the PostgreSQL pass only (DATABASE_URL).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { createAgencyWithBoss, createUser } from './factories';
import { extract } from './helpers/extraction';
import { buildPdf, FRENCH_PAGES, pdfForm } from './helpers/pdf-fixtures';
import { formOf, jpeg, validPropertyFields } from './helpers/property-fixtures';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import { createPostgresTestDatabase } from './helpers/test-database';

const WITH_POSTGRES = Boolean(process.env.DATABASE_URL);

describe.skipIf(!WITH_POSTGRES)(
  'two API processes on one PostgreSQL (skipped without DATABASE_URL: PGlite belongs to one process)',
  () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-two-'));
    let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
    let a: ServerProcess;
    let b: ServerProcess;
    let boss: { email: string; password: string };
    let member: { email: string; password: string };

    beforeAll(async () => {
      database = await createPostgresTestDatabase();
      const seed = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 1 });
      const agency = await createAgencyWithBoss(seed.ownerDb, { subscription: 'premium' });
      const other = await createUser(seed.ownerDb, {
        agencyId: agency.agency.id,
        status: 'active',
        permissions: ['add_property', 'client_directory'],
      });
      await seed.close();
      boss = { email: agency.boss.user.email, password: agency.boss.password };
      member = { email: other.user.email, password: other.password };
      const env = {
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        DOCUMENT_RECEIPT_SECRET: randomBytes(32).toString('hex'),
      };
      [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    }, 300_000);

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** One browser whose requests go to either process, with the same cookie. */
    function browser() {
      const onA = a.client();
      const onB = b.client();
      const sync = (from: typeof onA, to: typeof onA) => {
        const token = from.getCookie('immopilote_session');
        if (token) to.setCookie('immopilote_session', token);
      };
      return {
        on: (server: 'a' | 'b') => {
          const [from, to] = server === 'a' ? [onB, onA] : [onA, onB];
          sync(from, to);
          return to;
        },
      };
    }

    it('a third process with files in another folder refuses to start and names the folder that holds them', async () => {
      const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-elsewhere-'));
      try {
        const refused = startServerProcess({ DATABASE_URL: database.url, DATA_DIR: elsewhere });
        await expect(refused).rejects.toThrow(
          /Les fichiers de cette base PostgreSQL sont dans un autre dossier/,
        );
        await expect(refused).rejects.toThrow(path.join(dataDir, 'files'));
      } finally {
        fs.rmSync(elsewhere, { recursive: true, force: true });
      }
    });

    it('walks through sign-in, photos, extraction and saves, alternating between the processes', async () => {
      const user = browser();
      const signIn = await user.on('a').post('/api/auth/sign-in', boss);
      expect(signIn.status, signIn.text).toBe(200);
      const me = await user.on('b').get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body.me.user.email).toBe(boss.email);

      // Photos uploaded through B are served by A, from the shared folder.
      const created = await user.on('b').upload(
        'POST',
        '/api/properties',
        formOf(validPropertyFields(), [
          { field: 'photos', name: 'salon.jpg', body: await jpeg() },
          { field: 'photos', name: 'cuisine.jpg', body: await jpeg({ width: 640, height: 480 }) },
        ]),
      );
      expect(created.status, created.text).toBe(201);
      const property = created.body;
      const fromA = await user.on('a').get(property.photos[0].largeUrl);
      const fromB = await user.on('b').get(property.photos[0].largeUrl);
      expect(fromA.status).toBe(200);
      expect(Buffer.from(fromA.raw).equals(Buffer.from(fromB.raw))).toBe(true);

      // An edit on A removes one photo and adds one; B sees the result.
      const edited = await user
        .on('a')
        .upload(
          'PUT',
          `/api/properties/${property.id}`,
          formOf(
            { ...validPropertyFields({ name: 'Appartement rénové' }), removePhotoIds: property.photos[0].id },
            [{ field: 'photos', name: 'chambre.jpg', body: await jpeg() }],
          ),
        );
      expect(edited.status, edited.text).toBe(200);
      const seen = await user.on('b').get(`/api/properties/${property.id}`);
      expect(seen.body.name).toBe('Appartement rénové');
      expect(seen.body.photos).toHaveLength(2);
      expect((await user.on('b').get(property.photos[0].largeUrl)).status).toBe(404);

      // Extraction on A, save on B: the receipt A signed is accepted by B.
      const pdf = await buildPdf(FRENCH_PAGES.map((text) => ({ text })));
      const { done } = await extract(user.on('a'), pdf);
      expect(done?.text).toContain('Bail');
      const client = await user.on('b').upload(
        'POST',
        '/api/clients/with-document',
        pdfForm(pdf, 'Bail signé.pdf', {
          documentType: 'contrat.bail',
          client: JSON.stringify({
            fullName: 'Hélène Dupré',
            firstName: 'Hélène',
            email: 'helene.dupre@exemple.fr',
          }),
          text: done!.text,
          receipt: done!.receipt,
        }),
      );
      expect(client.status, client.text).toBe(201);
      const saved = client.body.documents[0];
      const download = await user.on('a').get(saved.downloadUrl);
      expect(download.status).toBe(200);
      expect(Buffer.from(download.raw).equals(pdf)).toBe(true);

      // And the other way round, onto the property.
      const again = await extract(user.on('b'), pdf);
      const attached = await user
        .on('a')
        .upload(
          'POST',
          `/api/properties/${property.id}/documents`,
          pdfForm(pdf, 'Diagnostic.pdf', { text: again.done!.text, receipt: again.done!.receipt }),
        );
      expect(attached.status, attached.text).toBe(201);

      // A history entry with an attachment written by B, listed by A.
      const entry = await user
        .on('b')
        .upload(
          'POST',
          `/api/properties/${property.id}/history`,
          formOf({ description: 'Visite du samedi', clientName: 'Hugo Martin' }, [
            { field: 'documents', name: 'plan.pdf', body: pdf },
          ]),
        );
      expect(entry.status, entry.text).toBe(201);
      const history = await user.on('a').get(`/api/properties/${property.id}/history`);
      expect(history.body.entries.map((e: { id: string }) => e.id)).toEqual([entry.body.id]);

      // Deleting on B removes rows and files for A too.
      expect((await user.on('b').delete(`/api/properties/${property.id}`)).status).toBe(204);
      expect((await user.on('a').get(`/api/properties/${property.id}`)).status).toBe(404);
      expect((await user.on('a').get(seen.body.photos[0].largeUrl)).status).toBe(404);

      // Signing out on A ends the session on B.
      expect((await user.on('a').post('/api/auth/sign-out')).status).toBe(204);
      expect((await browserWith(b, signIn).get('/api/auth/me')).status).toBe(401);
    }, 300_000);

    it('holds the photo limit when the two processes are edited at the same time', async () => {
      const first = a.client();
      const second = b.client();
      for (const [client, who] of [
        [first, boss],
        [second, member],
      ] as const) {
        expect((await client.post('/api/auth/sign-in', who)).status).toBe(200);
      }
      const created = await first.post('/api/properties', validPropertyFields());
      expect(created.status, created.text).toBe(201);
      const photo = await jpeg({ width: 320, height: 240 });
      const twelve = formOf(
        validPropertyFields(),
        Array.from({ length: 12 }, (_, i) => ({ field: 'photos', name: `p${i}.jpg`, body: photo })),
      );
      const answers = await Promise.all(
        [first, second].map((c) => c.upload('PUT', `/api/properties/${created.body.id}`, twelve)),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
      expect((await second.get(`/api/properties/${created.body.id}`)).body.photos).toHaveLength(12);
    }, 120_000);
  },
);

/** A fresh client on `server` holding the session cookie `from` was given at sign-in. */
function browserWith(server: ServerProcess, from: { headers: Headers }) {
  const client = server.client();
  for (const cookie of from.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const eq = pair!.indexOf('=');
    client.setCookie(pair!.slice(0, eq), pair!.slice(eq + 1));
  }
  return client;
}
