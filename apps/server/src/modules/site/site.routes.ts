import { endpoints, type SiteInfo } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard } from '../../auth/guards';
import type { SiteConfig } from '../../config';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';

/** What the public pages (contact, legal notice, privacy policy) show about the operator. */
export function siteInfoOf(site: SiteConfig, sessionTtlMs: number): SiteInfo {
  return {
    support: { email: site.supportEmail, phone: site.supportPhone },
    publisher: {
      name: site.publisherName,
      legalForm: site.publisherLegalForm,
      address: site.publisherAddress,
      siren: site.publisherSiren,
      director: site.publisherDirector,
    },
    host: { name: site.hostName, address: site.hostAddress },
    privacy: {
      contactEmail: site.privacyEmail,
      sessionDays: Math.round(sessionTtlMs / (24 * 3600 * 1000)),
    },
  };
}

export async function siteRoutes(app: FastifyInstance, deps: AppDeps) {
  const info = siteInfoOf(deps.config.site, deps.config.sessionTtlMs);
  route(app, endpoints.site.info, { guard: guard.public }, ({ reply }) => {
    // Configuration only changes with a restart; a short cache spares a request per page view.
    reply.header('Cache-Control', 'public, max-age=300');
    return info;
  });
}
