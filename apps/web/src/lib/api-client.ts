import { type ApiError, commonMessages, CSRF_HEADER, type ErrorCode } from '@immopilote/contracts';

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

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

export async function apiFetch<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: Body,
  init: { signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { [CSRF_HEADER]: '1' };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiRequestError(0, 'NETWORK', commonMessages.genericError);
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const error = (data as ApiError | null)?.error;
    throw new ApiRequestError(
      response.status,
      error?.code ?? 'INTERNAL',
      error?.message ?? commonMessages.genericError,
      error?.fieldErrors ?? {},
    );
  }
  return data as T;
}

export const api = {
  get: <T>(url: string, init?: { signal?: AbortSignal }) => apiFetch<T>('GET', url, undefined, init),
  post: <T>(url: string, body?: Body, init?: { signal?: AbortSignal }) =>
    apiFetch<T>('POST', url, body ?? {}, init),
  put: <T>(url: string, body?: Body) => apiFetch<T>('PUT', url, body ?? {}),
  patch: <T>(url: string, body?: Body) => apiFetch<T>('PATCH', url, body ?? {}),
  delete: <T>(url: string) => apiFetch<T>('DELETE', url),
};
