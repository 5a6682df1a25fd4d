import {
  type ApiError,
  type BodyInput,
  commonMessages,
  CSRF_HEADER,
  type DeclaredEndpoint,
  type EndpointSpec,
  type ErrorCode,
  type PathParams,
  type QueryInput,
  type ResponseOf,
  urlOf,
} from '@immopilote/contracts';

/** Error carrying the server's code, French message and per-field messages. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Optional<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What a call needs: the path parameters, query and body its declaration asks for, nothing else. */
export type CallInput<E extends EndpointSpec> = Optional<'params', PathParams<E>> & {
  query?: QueryInput<E>;
} & Optional<'body', BodyInput<E>> & { signal?: AbortSignal };

type CallArgs<E extends EndpointSpec> =
  object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The address of a declared endpoint, for what the browser opens itself (uploads with progress, downloads). */
export function endpointUrl<E extends DeclaredEndpoint>(
  endpoint: E,
  input: Pick<CallInput<E>, 'params' | 'query'>,
): string {
  return urlOf(
    endpoint,
    input.params as Record<string, string> | undefined,
    input.query as Record<string, string | number | boolean | undefined> | undefined,
  );
}

/** Turns an error answer (or none) into the server's code and French message. */
export function errorFromResponse(status: number, data: unknown): ApiRequestError {
  const error = (data as ApiError | null)?.error;
  return new ApiRequestError(
    status,
    error?.code ?? 'INTERNAL',
    error?.message ?? commonMessages.genericError,
    error?.fieldErrors ?? {},
  );
}

/**
 * Calls an endpoint declared in `@immopilote/contracts`: the only way the web app talks to the API,
 * so it cannot ask for a path, send a body or expect an answer the contracts do not declare.
 */
export async function call<E extends DeclaredEndpoint>(
  endpoint: E,
  ...[input]: CallArgs<E>
): Promise<ResponseOf<E>> {
  const { params, query, body, signal } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const headers: Record<string, string> = { [CSRF_HEADER]: '1' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  } else if (endpoint.method !== 'GET' && endpoint.method !== 'DELETE') {
    // A state-changing call always carries a JSON body, so the server has one parser for all of them.
    headers['content-type'] = 'application/json';
    payload = '{}';
  }
  let response: Response;
  try {
    response = await fetch(urlOf(endpoint, params, query), {
      method: endpoint.method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError(0, 'NETWORK', commonMessages.genericError);
  }
  if (response.status === 204) return undefined as ResponseOf<E>;
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw errorFromResponse(response.status, data);
  return data as ResponseOf<E>;
}
