import type {
  BodyOutput,
  DeclaredEndpoint,
  ParamsOutput,
  QueryOutput,
  ResponseInput,
} from '@immopilote/contracts';
import { commonMessages } from '@immopilote/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Guard } from '../auth/guards';
import { runBound } from '../auth/request-binding';
import { AppError } from '../errors';
import { parse } from '../validation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests turn this on: every JSON answer is checked against its declared schema. */
    checkResponses: boolean;
  }
}

export interface RouteContext<E extends DeclaredEndpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: ParamsOutput<E>;
  query: QueryOutput<E>;
  /** The parsed JSON body; multipart bodies are read by the handler (`readForm`). */
  body: BodyOutput<E>;
}

export interface RouteOptions {
  guard: Guard;
  /**
   * Below Fastify's request logs (`info`) for a route whose address holds a secret (the iCal
   * feed): the access log would otherwise keep it in clear.
   */
  logLevel?: 'warn';
  /** Server-to-server callbacks only (payment webhooks): no CSRF header can be sent. */
  csrfExempt?: boolean;
  /**
   * The route finds out itself who is asking (sign-in, sign-up, password reset, joining or creating
   * an agency, a calendar feed's secret address): it reads across agencies until it knows, one of
   * the three reads across agencies (db/agency-scope.ts).
   */
  signIn?: true;
  /** A JSON body larger than the server's 1 MB default, for a field whose declared maximum needs it. */
  bodyLimit?: number;
}

/** JSON endpoints return their answer, 204 endpoints nothing, file and stream endpoints send it themselves. */
type HandlerResult<E extends DeclaredEndpoint> = E['response'] extends { kind: 'json' | 'empty' }
  ? ResponseInput<E>
  : FastifyReply;

class ResponseContractError extends Error {}

/**
 * Registers the handler of a declared endpoint: its method and path, its guard, its path
 * parameters, query and JSON body parsed by the declared schemas (French 400 otherwise) and its
 * success status. Declared in contracts once, so the web client cannot drift from it.
 */
export function route<E extends DeclaredEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: (context: RouteContext<E>) => Promise<HandlerResult<E>> | HandlerResult<E>,
): void {
  const spec = endpoint as DeclaredEndpoint;
  app.route({
    method: spec.method,
    url: spec.path,
    config: { guard: options.guard, ...(options.csrfExempt ? { csrfExempt: true } : {}) },
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      // Only a route that reads a form may be sent one: elsewhere a form, broken or not, would be
      // ignored rather than refused.
      if (request.isMultipart() && !('body' in spec && spec.body.kind === 'multipart')) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', commonMessages.unsupportedMediaType);
      }
      const context = {
        request,
        reply,
        params: 'params' in spec ? parse(spec.params, request.params) : undefined,
        query: 'query' in spec ? parse(spec.query, request.query) : undefined,
        body: 'body' in spec && spec.body.kind === 'json' ? parse(spec.body.schema, request.body) : undefined,
      } as RouteContext<E>;
      const response = spec.response;
      // Set before the handler so it can still choose another success status (sign-up's 200).
      if (response.kind === 'json') reply.code(response.status);
      const result = await runBound(options, request.auth, () => handler(context));
      if (response.kind === 'empty') return reply.code(response.status).send();
      if (response.kind !== 'json') return result;
      if (app.checkResponses && response.schema) {
        const checked = response.schema.safeParse(result);
        if (!checked.success) {
          throw new ResponseContractError(
            `${spec.method} ${spec.path} answered outside its contract: ${checked.error.message}`,
          );
        }
      }
      return reply.send(result);
    },
  });
}
