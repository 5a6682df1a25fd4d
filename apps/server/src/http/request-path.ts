/** How many layers of percent-encoding an unmatched path is unwrapped before deciding what it names. */
const MAX_DECODINGS = 4;

/**
 * The path of a request that no route matched, as a reader would take it: dot segments resolved,
 * percent-decoding undone, duplicate slashes merged. The router decodes the path before matching,
 * so deciding on the raw `request.url` lets `/%61pi/…` pass for a non-API path.
 */
export function decodedPath(rawUrl: string): string {
  let path: string;
  try {
    // Prefixing a host keeps `//api/x` a path rather than a protocol-relative URL naming host "api".
    path = (rawUrl.startsWith('/') ? new URL(`http://h${rawUrl}`) : new URL(rawUrl, 'http://h')).pathname;
  } catch {
    path = rawUrl.split('?')[0]!;
  }
  try {
    path = decodeURIComponent(path);
  } catch {}
  return path.replace(/\/{2,}/g, '/');
}

/**
 * Whether an unmatched path could name an API (or development) route under any casing or any
 * depth of percent-encoding: such a request gets the JSON 404, never the web page.
 */
export function namesApiPath(rawUrl: string): boolean {
  let path = rawUrl;
  for (let i = 0; i < MAX_DECODINGS; i++) {
    const next = decodedPath(path);
    if (next === path) break;
    path = next;
  }
  const lower = path.toLowerCase();
  return lower === '/api' || lower === '/dev' || lower.startsWith('/api/') || lower.startsWith('/dev/');
}
