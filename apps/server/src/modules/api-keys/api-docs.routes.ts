import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiDocsMessages, endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { memoize } from './memoize';
import { openApiDocument } from './openapi';

const SWAGGER_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Our own start-up script (the CSP allows no inline script): Swagger UI on the generated document. */
const DOCS_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/v1/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    defaultModelsExpandDepth: 0,
    docExpansion: 'list',
    tryItOutEnabled: false,
    validatorUrl: null,
  });
});
`;

const ASSETS = {
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    read: () => fs.readFileSync(path.join(SWAGGER_DIR, 'swagger-ui.css')),
  },
  'swagger-ui-bundle.js': {
    type: 'text/javascript; charset=utf-8',
    read: () => fs.readFileSync(path.join(SWAGGER_DIR, 'swagger-ui-bundle.js')),
  },
  'docs.js': { type: 'text/javascript; charset=utf-8', read: () => Buffer.from(DOCS_SCRIPT) },
} as const;

const asset = memoize((name: keyof typeof ASSETS) => ASSETS[name].read());

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The reference page: the French introduction, then Swagger UI reading `/api/v1/openapi.json`. */
export const docsPage = memoize(
  (_: 'page') => `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(apiDocsMessages.title)}</title>
<link rel="stylesheet" href="/api/v1/docs/assets/swagger-ui.css">
<style>
body { margin: 0; font-family: system-ui, sans-serif; color: #1f2933; }
.intro { max-width: 960px; margin: 0 auto; padding: 24px 20px 8px; line-height: 1.5; }
.intro h1 { font-size: 1.75rem; margin: 0 0 8px; }
.intro h2 { font-size: 1.1rem; margin: 20px 0 4px; }
.intro p { margin: 0 0 8px; }
.intro code, .intro a { overflow-wrap: anywhere; }
/* The title and description are the introduction's: Swagger UI's own copy would repeat them. */
.swagger-ui .information-container { display: none; }
</style>
</head>
<body>
<main>
<section class="intro">
<h1>${escapeHtml(apiDocsMessages.title)}</h1>
<p>${escapeHtml(apiDocsMessages.description)}</p>
${apiDocsMessages.sections.map((s) => `<h2${'id' in s ? ` id="${s.id}"` : ''}>${escapeHtml(s.title)}</h2>\n<p>${escapeHtml(s.body)}</p>`).join('\n')}
<p><a href="/api/v1/openapi.json">${escapeHtml(apiDocsMessages.openapiLink)}</a></p>
<noscript><p>${escapeHtml(apiDocsMessages.noScript)}</p></noscript>
</section>
<div id="reference"></div>
</main>
<script src="/api/v1/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/v1/docs/assets/docs.js"></script>
</body>
</html>
`,
);

/** The open API's description (issue 33): public, like any API reference. */
export async function apiDocsRoutes(app: FastifyInstance, deps: AppDeps) {
  const open = { guard: guard.public };
  route(app, endpoints.apiDocs.openapi, open, ({ reply }) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return openApiDocument(deps.config.publicUrl);
  });
  route(app, endpoints.apiDocs.page, open, ({ reply }) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(docsPage('page')),
  );
  route(app, endpoints.apiDocs.asset, open, ({ reply, params }) =>
    reply
      .type(ASSETS[params.file].type)
      .header('Cache-Control', 'public, max-age=86400')
      .send(asset(params.file)),
  );
}
