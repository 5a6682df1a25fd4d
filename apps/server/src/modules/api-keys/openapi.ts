import {
  API_RESOURCES,
  apiDocsMessages,
  apiErrorSchema,
  apiV1Docs,
  type ApiV1EndpointName,
  endpoints,
  type EndpointSpec,
} from '@immopilote/contracts';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { memoize } from './memoize';

/** The one error envelope, a component every answer refers to. */
const errorSchema = apiErrorSchema.meta({ id: 'Error' });
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

const ERRORS = {
  '400': errorResponse('Données refusées (le message de chaque champ dans fieldErrors)'),
  '401': errorResponse('Clé absente, inconnue, révoquée ou expirée'),
  '403': errorResponse('La clé n’a pas le droit demandé'),
  '404': errorResponse('Introuvable (ou d’une autre agence)'),
  '429': {
    ...errorResponse('Trop de requêtes pour cette clé'),
    headers: {
      'Retry-After': {
        description: 'Secondes avant la prochaine minute',
        schema: { type: 'integer' as const },
      },
    },
  },
};

/** `/api/v1/listings/:id` → `/api/v1/listings/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

function operationOf(name: ApiV1EndpointName, spec: EndpointSpec): ZodOpenApiOperationObject {
  const { scope, summary } = apiV1Docs[name];
  const response = spec.response;
  const success: ZodOpenApiResponsesObject =
    response.kind === 'json' && response.schema
      ? {
          [String(response.status)]: {
            description: response.status === 201 ? 'Créé' : 'OK',
            content: { 'application/json': { schema: response.schema } },
          },
        }
      : response.kind === 'file'
        ? {
            '200': {
              description: 'Le fichier',
              content: { 'image/webp': { schema: { type: 'string' as const, format: 'binary' } } },
            },
          }
        : { '204': { description: 'Fait' } };
  return {
    operationId: name,
    summary,
    description: `Droit requis\u00a0: \`${scope}\`.`,
    tags: [scope.split(':')[0]!],
    security: [{ apiKey: [] }],
    ...(spec.params || spec.query
      ? {
          requestParams: {
            ...(spec.params ? { path: spec.params as never } : {}),
            ...(spec.query ? { query: spec.query as never } : {}),
          },
        }
      : {}),
    ...(spec.body?.kind === 'json'
      ? { requestBody: { required: true, content: { 'application/json': { schema: spec.body.schema } } } }
      : {}),
    responses: { ...success, ...ERRORS },
  };
}

/**
 * The OpenAPI 3.1 document of `/api/v1`, generated from the contracts' declarations and zod
 * schemas (zod-openapi): what the reference page shows and what client generators read.
 */
export function buildOpenApiDocument(publicUrl: string): Record<string, unknown> {
  const paths: ZodOpenApiPathsObject = {};
  for (const [name, spec] of Object.entries(endpoints.apiV1) as [ApiV1EndpointName, EndpointSpec][]) {
    const path = openApiPath(spec.path);
    paths[path] = { ...paths[path], [spec.method.toLowerCase()]: operationOf(name, spec) };
  }
  return createDocument(
    {
      openapi: '3.1.0',
      info: { title: apiDocsMessages.title, version: '1.0.0', description: apiDocsMessages.description },
      servers: [{ url: publicUrl }],
      tags: API_RESOURCES.map((name) => ({ name })),
      security: [{ apiKey: [] }],
      components: {
        securitySchemes: {
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'Une clé d’API de l’agence\u00a0: «\u00a0Authorization: Bearer ip_live_…\u00a0».',
          },
        },
      },
      paths,
    },
    { allowEmptySchema: { transform: true, custom: true, pipe: true } as never },
  ) as unknown as Record<string, unknown>;
}

export const openApiDocument = memoize(buildOpenApiDocument);
