import { siteInfoSchema } from '@immopilote/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { startTestApp, type TestApp } from './helpers/test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('GET /api/site-info (public)', () => {
  it('publishes honest defaults when nothing is configured, to a visitor without session', async () => {
    testApp = await startTestApp();
    const response = await testApp.client().get('/api/site-info');
    expect(response.status).toBe(200);
    expect(siteInfoSchema.parse(response.body)).toEqual({
      support: { email: 'support@immopilote.localhost', phone: null },
      publisher: { name: 'ImmoPilote', legalForm: null, address: null, siren: null, director: null },
      host: { name: null, address: null },
      privacy: { contactEmail: 'support@immopilote.localhost', sessionDays: 30 },
    });
  });

  it('returns the configured publisher, host and contacts', async () => {
    testApp = await startTestApp({
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
    const body = siteInfoSchema.parse((await testApp.client().get('/api/site-info')).body);
    expect(body.support).toEqual({ email: 'aide@agence-exemple.fr', phone: '01 23 45 67 89' });
    expect(body.publisher).toEqual({
      name: 'Exemple SAS',
      legalForm: 'SAS au capital de 10 000 €',
      address: '1 rue de la Paix, 75002 Paris',
      siren: '732829320',
      director: 'Camille Martin',
    });
    expect(body.host).toEqual({ name: 'Hébergeur Exemple', address: '2 rue Kellermann, 59100 Roubaix' });
    expect(body.privacy).toEqual({ contactEmail: 'rgpd@agence-exemple.fr', sessionDays: 14 });
  });
});

describe('site configuration', () => {
  it('refuses a SIREN whose check digit is wrong', () => {
    expect(() => loadConfig({ SITE_PUBLISHER_SIREN: '123456789' })).toThrow(/SITE_PUBLISHER_SIREN/);
  });

  it('treats blank values as unset and sends privacy requests to support unless told otherwise', () => {
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
