import { CSRF_HEADER } from '@immopilote/contracts';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  raw: ArrayBuffer;
}

export interface RequestOptions {
  json?: unknown;
  form?: FormData;
  /** Bytes sent as they are, e.g. a truncated multipart body. */
  raw?: { bytes: Uint8Array<ArrayBuffer>; contentType: string };
  headers?: Record<string, string>;
  /** Leave out the CSRF header, to prove the server refuses such requests. */
  withoutCsrf?: boolean;
}

/** A browser-like HTTP client: keeps the session cookie, sends the CSRF header like the SPA. */
export class TestClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  getCookie(name: string) {
    return this.cookies.get(name);
  }

  async request<T = any>(method: string, url: string, opts: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (!opts.withoutCsrf) headers[CSRF_HEADER] = '1';
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    let body: BodyInit | undefined;
    if (opts.form) body = opts.form;
    else if (opts.raw) {
      headers['content-type'] = opts.raw.contentType;
      body = opts.raw.bytes;
    } else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const res = await fetch(`${this.baseUrl}${url}`, { method, headers, body, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const raw = await res.arrayBuffer();
    const text = new TextDecoder().decode(raw);
    let parsed: unknown = text;
    if (res.headers.get('content-type')?.includes('application/json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: res.status, headers: res.headers, body: parsed as T, text, raw };
  }

  get<T = any>(url: string, opts?: RequestOptions) {
    return this.request<T>('GET', url, opts);
  }
  post<T = any>(url: string, json?: unknown, opts?: RequestOptions) {
    return this.request<T>('POST', url, { ...opts, json: json ?? {} });
  }
  patch<T = any>(url: string, json?: unknown, opts?: RequestOptions) {
    return this.request<T>('PATCH', url, { ...opts, json: json ?? {} });
  }
  put<T = any>(url: string, json?: unknown, opts?: RequestOptions) {
    return this.request<T>('PUT', url, { ...opts, json: json ?? {} });
  }
  delete<T = any>(url: string, opts?: RequestOptions) {
    return this.request<T>('DELETE', url, opts);
  }
  upload<T = any>(method: string, url: string, form: FormData, opts?: RequestOptions) {
    return this.request<T>(method, url, { ...opts, form });
  }
}
