import http from 'node:http';

/** Keys per ListObjectsV2 answer: small, so a listing of a few objects already needs continuation. */
const FAKE_LIST_PAGE = 2;

/**
 * A minimal S3-compatible endpoint (path-style PutObject, GetObject, DeleteObjects, ListObjectsV2)
 * so the real AWS SDK client signs and sends real HTTP requests. It is not S3: no multipart upload,
 * no ACLs.
 */
export function fakeS3() {
  const objects = new Map<string, Buffer>();
  const modified = new Map<string, Date>();
  const seen: { method: string; path: string; signed: boolean }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3.local');
      const key = decodeURIComponent(url.pathname.slice(1));
      seen.push({
        method: req.method ?? '',
        path: key,
        signed: /^AWS4-HMAC-SHA256 /.test(req.headers.authorization ?? ''),
      });
      const body = Buffer.concat(chunks);
      if (req.method === 'PUT') {
        objects.set(key, body);
        modified.set(key, new Date());
        res.writeHead(200, { ETag: '"etag"' }).end();
      } else if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const bucket = key.replace(/\/$/, '');
        const prefix = `${bucket}/${url.searchParams.get('prefix') ?? ''}`;
        const all = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        // Like S3, the token names the last key returned: keys deleted meanwhile shift nothing.
        const after = url.searchParams.get('continuation-token');
        const rest = after ? all.filter((k) => k > after) : all;
        const page = rest.slice(0, FAKE_LIST_PAGE);
        const more = rest.length > FAKE_LIST_PAGE;
        const contents = page
          .map(
            (k) =>
              `<Contents><Key>${k.slice(bucket.length + 1)}</Key><LastModified>${modified.get(k)!.toISOString()}</LastModified><Size>${objects.get(k)!.length}</Size></Contents>`,
          )
          .join('');
        res
          .writeHead(200, { 'Content-Type': 'application/xml' })
          .end(
            `<?xml version="1.0"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`,
          );
      } else if (req.method === 'GET') {
        const found = objects.get(key);
        if (!found) {
          res
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>absent</Message></Error>');
        } else {
          res
            .writeHead(200, { 'Content-Length': String(found.length), 'Content-Type': 'image/webp' })
            .end(found);
        }
      } else if (req.method === 'POST' && url.searchParams.has('delete')) {
        const bucket = key.replace(/\/$/, '');
        for (const m of body.toString('utf8').matchAll(/<Key>([^<]+)<\/Key>/g))
          objects.delete(`${bucket}/${m[1]}`);
        res
          .writeHead(200, { 'Content-Type': 'application/xml' })
          .end(
            '<?xml version="1.0"?><DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"></DeleteResult>',
          );
      } else {
        res.writeHead(400).end();
      }
    });
  });
  return { server, objects, modified, seen };
}
