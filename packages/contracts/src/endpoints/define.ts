import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON body checked by its schema, or a multipart form whose text fields the schema describes. */
export type BodySpec = { kind: 'json'; schema: z.ZodType } | { kind: 'multipart'; fields: z.ZodType };

/** JSON checked by its schema, nothing (204, or 202 for work done later), a file, or NDJSON events. */
export type ResponseSpec =
  | { kind: 'json'; schema: z.ZodType; status: 200 | 201 }
  | { kind: 'json'; schema: null; status: 200; type?: unknown }
  | { kind: 'empty'; status: 202 | 204 }
  | { kind: 'file' }
  | { kind: 'ndjson'; event: z.ZodType };

export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify's syntax: `/api/clients/:id`. */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: BodySpec;
  response: ResponseSpec;
}

/** Declares one endpoint; `const` keeps the literal path and schemas in the type. */
export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec;

export const json = <S extends z.ZodType>(schema: S) => ({ kind: 'json', schema }) as const;
export const multipart = <S extends z.ZodType>(fields: S) => ({ kind: 'multipart', fields }) as const;
export const ok = <S extends z.ZodType>(schema: S) => ({ kind: 'json', schema, status: 200 }) as const;
export const created = <S extends z.ZodType>(schema: S) => ({ kind: 'json', schema, status: 201 }) as const;
/**
 * A JSON answer declared by its type only, for what the public pages call: they must stay free of
 * zod (≈ 28 KB gzip on the landing page), so this answer is checked by the compiler, not at run time.
 */
export const okTyped = <T>() =>
  ({ kind: 'json', schema: null, status: 200 }) as { kind: 'json'; schema: null; status: 200; type?: T };
export const noContent = { kind: 'empty', status: 204 } as const;
/** Nothing to return yet: the work (an e-mail, for instance) happens after the answer. */
export const accepted = { kind: 'empty', status: 202 } as const;
export const file = { kind: 'file' } as const;
export const ndjson = <S extends z.ZodType>(event: S) => ({ kind: 'ndjson', event }) as const;

type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What the caller fills into the path: one string per `:name`. */
export type PathParams<E extends EndpointSpec> = [PathParamNames<E['path']>] extends [never]
  ? undefined
  : Record<PathParamNames<E['path']>, string>;

export type QueryInput<E extends EndpointSpec> = E['query'] extends z.ZodType
  ? z.input<E['query']>
  : undefined;
export type QueryOutput<E extends EndpointSpec> = E['query'] extends z.ZodType
  ? z.output<E['query']>
  : undefined;
export type ParamsOutput<E extends EndpointSpec> = E['params'] extends z.ZodType
  ? z.output<E['params']>
  : undefined;

/** The part of the browser's FormData a multipart call needs (contracts are compiled without the DOM types). */
export interface MultipartBody {
  append(name: string, value: never, fileName?: string): void;
}

/** What the browser sends: the schema's input for JSON, a FormData for multipart. */
export type BodyInput<E extends EndpointSpec> = E['body'] extends {
  kind: 'json';
  schema: infer S extends z.ZodType;
}
  ? z.input<S>
  : E['body'] extends { kind: 'multipart' }
    ? MultipartBody
    : undefined;
export type BodyOutput<E extends EndpointSpec> = E['body'] extends {
  kind: 'json';
  schema: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** What a JSON endpoint answers (as the browser reads it), `undefined` for 204. */
export type ResponseOf<E extends EndpointSpec> = E['response'] extends {
  kind: 'json';
  schema: infer S extends z.ZodType;
}
  ? z.output<S>
  : E['response'] extends { kind: 'json'; schema: null; type?: infer T }
    ? T
    : E['response'] extends { kind: 'empty' }
      ? undefined
      : never;

/** What the server handler must produce for a JSON endpoint, nothing for 204. */
export type ResponseInput<E extends EndpointSpec> = E['response'] extends {
  kind: 'json';
  schema: infer S extends z.ZodType;
}
  ? z.input<S>
  : E['response'] extends { kind: 'json'; schema: null; type?: infer T }
    ? T
    : E['response'] extends { kind: 'empty' }
      ? // biome-ignore lint/suspicious/noConfusingVoidType: a 204 handler is an async function that returns nothing
        void
      : unknown;

/** The URL of an endpoint: path parameters encoded, then the query string (empty values left out). */
export function urlOf(
  spec: Pick<EndpointSpec, 'path'>,
  params?: Record<string, string>,
  query?: Record<string, string | number | boolean | undefined | null>,
): string {
  const path = spec.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${spec.path}`);
    return encodeURIComponent(value);
  });
  const qs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}
