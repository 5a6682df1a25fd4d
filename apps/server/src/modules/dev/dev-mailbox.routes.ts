import { commonMessages, endpoints, formatDateTime } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { isLoopback } from '../../http/loopback';
import { route } from '../../http/route';
import { escapeHtml } from '../../integrations/mail/escape-html';
import { latestMail } from './dev-mailbox.service';

const linkify = (s: string) => escapeHtml(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * Development viewer of the outbox, registered only with DEV_MAILBOX=true. The outbox holds
 * password-reset links, so it answers only requests from this machine (loopback, the forwarded
 * address behind a trusted proxy); anyone else gets the 404 of a route that does not exist.
 * Everywhere else the administrator reads the outbox in the app (`GET /api/admin/outbox`).
 */
export async function devMailboxRoutes(parent: FastifyInstance, deps: AppDeps) {
  await parent.register(async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!isLoopback(request.ip)) throw new AppError('NOT_FOUND', commonMessages.routeNotFound);
    });
    await viewerRoutes(app, deps);
  });
}

async function viewerRoutes(app: FastifyInstance, deps: AppDeps) {
  const latest = () => latestMail(deps);

  route(app, endpoints.dev.mailbox, { guard: guard.public }, async () => ({
    items: (await latest()).map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      headers: m.headers ?? null,
      createdAt: m.createdAt.toISOString(),
    })),
  }));

  app.get('/dev/mailbox', { config: { guard: guard.public } }, async (_request, reply) => {
    const messages = await latest();
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p><strong>À :</strong> ${escapeHtml(m.to)} — ${formatDateTime(m.createdAt)}</p><pre>${linkify(m.text)}</pre>${m.attachments?.length ? `<p><strong>Pièces jointes\u00a0:</strong> ${m.attachments.map((a) => escapeHtml(a.filename)).join(', ')}</p>` : ''}</article>`,
      )
      .join('\n');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Boîte de réception (développement)</title><style>body{font-family:system-ui;max-width:50rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head><body><h1>Boîte de réception de développement</h1><p>Les e-mails envoyés par ImmoPilote sans serveur SMTP configuré apparaissent ici.</p>${items || '<p>Aucun message.</p>'}</body></html>`,
      );
  });
}
