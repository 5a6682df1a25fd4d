import { siteInfoSchema } from '@immopilote/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { AppDeps } from '../../deps';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** The route reads configuration only, so no database is opened: a request touching one would throw. */
async function serve(env: NodeJS.ProcessEnv) {
  const unused = new Proxy(
    {},
    {
      get() {
        throw new Error('site-info must not use this dependency');
      },
    },
  );
  const deps = {
    config: loadConfig(env),
    database: unused,
    db: unused,
    storage: unused,
    mailer: unused,
    payments: unused,
  };
  const app = await buildApp(deps as unknown as AppDeps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

describe('GET /api/site-info', () => {
  it('publishes honest defaults when nothing is configured', async () => {
    const base = await serve({ NODE_ENV: 'test' });
    const response = await fetch(`${base}/api/site-info`);
    expect(response.status).toBe(200);
    const body = siteInfoSchema.parse(await response.json());
    expect(body).toEqual({
      support: { email: 'support@immopilote.localhost', phone: null },
      publisher: { name: 'ImmoPilote', legalForm: null, address: null, siren: null, director: null },
      host: { name: null, address: null },
      privacy: { contactEmail: 'support@immopilote.localhost', sessionDays: 30 },
    });
  });

  it('returns the configured publisher, host and contacts', async () => {
    const base = await serve({
      NODE_ENV: 'test',
      SITE_SUPPORT_EMAIL: 'aide@agence-exemple.fr',
      SITE_SUPPORT_PHONE: '01 23 45 67 89',
      SITE_PUBLISHER_NAME: 'Exemple SAS',
      SITE_PUBLISHER_LEGAL_FORM: 'SAS au capital de 10 000 €',
      SITE_PUBLISHER_ADDRESS: '1 rue de la Paix, 75002 Paris',
      SITE_PUBLISHER_SIREN: '732 829 320',
      SITE_PUBLISHER_DIRECTOR: 'Camille Martin',
      SITE_HOST_NAME: 'Hébergeur Exemple',
      SITE_HOST_ADDRESS: '2 rue Kellermann, 59100 Roubaix',
      SITE_PRIVACY_EMAIL: 'rgpd@agence-exemple.fr',
      SESSION_TTL_DAYS: '14',
    });
    const body = siteInfoSchema.parse(await (await fetch(`${base}/api/site-info`)).json());
    expect(body.support).toEqual({ email: 'aide@agence-exemple.fr', phone: '01 23 45 67 89' });
    expect(body.publisher.siren).toBe('732829320');
    expect(body.publisher.director).toBe('Camille Martin');
    expect(body.host).toEqual({ name: 'Hébergeur Exemple', address: '2 rue Kellermann, 59100 Roubaix' });
    expect(body.privacy).toEqual({ contactEmail: 'rgpd@agence-exemple.fr', sessionDays: 14 });
  });

  it('declares the public guard', async () => {
    const deps = { config: loadConfig({ NODE_ENV: 'test' }) } as unknown as AppDeps;
    const app = await buildApp(deps);
    close = () => app.close();
    expect(app.registeredRoutes).toContainEqual({
      method: 'GET',
      url: '/api/site-info',
      guard: { level: 'public' },
    });
  });
});

describe('site configuration', () => {
  it('refuses a SIREN whose check digit is wrong', () => {
    expect(() => loadConfig({ SITE_PUBLISHER_SIREN: '123456789' })).toThrow(/SITE_PUBLISHER_SIREN/);
  });

  it('treats blank variables as unset and falls back to the support address for privacy requests', () => {
    const { site } = loadConfig({
      SITE_SUPPORT_EMAIL: 'aide@exemple.fr',
      SITE_SUPPORT_PHONE: '',
      SITE_HOST_NAME: '  ',
    });
    expect(site.supportPhone).toBeNull();
    expect(site.hostName).toBeNull();
    expect(site.privacyEmail).toBe('aide@exemple.fr');
  });

  it('refuses a malformed support phone number', () => {
    expect(() => loadConfig({ SITE_SUPPORT_PHONE: 'appelez-nous' })).toThrow(/SITE_SUPPORT_PHONE/);
  });
});
