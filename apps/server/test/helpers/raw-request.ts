import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: any;
}

/**
 * One HTTP request with the path sent byte for byte: fetch would resolve `..` and could re-encode,
 * while an attacker's client sends whatever it likes.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: hostname, port, method, path, agent: false, headers: opts.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {}
          resolve({ status: res.statusCode!, headers: res.headers, text, json });
        });
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/**
 * The same path as other clients may spell it: percent-encoded letters (one, each segment, all),
 * double-encoded, other casings, doubled slashes and dot segments. The router decodes some of
 * these to the original route; the others must match nothing.
 */
export function pathVariants(path: string): string[] {
  const encodeChar = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  const segments = path.split('/').slice(1);
  const encodeFirstLetter = (s: string) =>
    s.startsWith(':') || s === '' ? s : encodeChar(s[0]!) + s.slice(1);
  const encodeAll = (s: string) => (s.startsWith(':') ? s : [...s].map(encodeChar).join(''));
  const rest = path.slice('/api'.length);
  return [
    `/%61pi${rest}`,
    `/%41pi${rest}`,
    `/${segments.map(encodeFirstLetter).join('/')}`,
    `/${segments.map(encodeAll).join('/')}`,
    `/%2561pi${rest}`,
    `/%252561pi${rest}`,
    path.toUpperCase().replace(/:[A-Z]+/g, (p) => p.toLowerCase()),
    `/Api${rest}`,
    `/${path}`,
    path.replace(/\//g, '//'),
    `/api/..${path}`,
    `/x/..${path}`,
    `/api/%2e%2e${path}`,
    `/.${path}`,
    `${path}/`,
  ];
}
