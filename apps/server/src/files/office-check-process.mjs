// Runs in a child process forked by office.ts (through child-task.ts): receives one Word file over
// IPC, answers whether it is the Word file it claims to be, and exits. The server kills it at its
// time limit; its heap is capped. Plain JavaScript because the child does not go through the
// server's TypeScript loader.
import zlib from 'node:zlib';
import CFB from 'cfb';

const DOCX_MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

/** A ZIP the check refuses: not a Word file, or one built to cost more than its size. */
class Refused extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/**
 * The central directory, entry by entry, read by hand so that nothing is inflated yet and every
 * declared size is only a claim to check. ZIP64, encryption, and an entry name listed twice (a
 * reader that inflates each listing pays the bomb once per listing) are refused.
 */
function centralDirectory(buf) {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Refused('no end of central directory');
  const total = buf.readUInt16LE(eocd + 10);
  const directorySize = buf.readUInt32LE(eocd + 12);
  const offset = buf.readUInt32LE(eocd + 16);
  if (total === 0xffff || directorySize === 0xffffffff || offset === 0xffffffff) throw new Refused('zip64');
  if (offset + directorySize > eocd) throw new Refused('central directory out of bounds');
  const entries = new Map();
  let p = offset;
  for (let n = 0; n < total; n++) {
    if (p + 46 > offset + directorySize || buf.readUInt32LE(p) !== CENTRAL)
      throw new Refused('bad central entry');
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    const name = buf.toString('utf8', p + 46, p + 46 + nameLength);
    if (entries.has(name)) throw new Refused(`duplicate entry ${name}`);
    if (flags & 1) throw new Refused('encrypted entry');
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) {
      throw new Refused('zip64 entry');
    }
    entries.set(name, { method, compressedSize, size, localOffset });
    p += 46 + nameLength + extraLength + commentLength;
  }
  if (p !== offset + directorySize) throw new Refused('central directory size');
  return entries;
}

/**
 * Inflates one entry as a stream that stops at `cap` bytes, and refuses it when what comes out is
 * not exactly the size the directory declared: a declared size that lies is how a small entry
 * hides gigabytes. Keeps the bytes only when asked (`keep`).
 */
async function inflateEntry(buf, name, entry, cap, keep) {
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) throw new Refused(`bad local header ${name}`);
  const nameLength = buf.readUInt16LE(at + 26);
  const extraLength = buf.readUInt16LE(at + 28);
  if (buf.toString('utf8', at + 30, at + 30 + nameLength) !== name) throw new Refused(`local name ${name}`);
  const start = at + 30 + nameLength + extraLength;
  const end = start + entry.compressedSize;
  if (end > buf.length) throw new Refused(`entry out of bounds ${name}`);
  if (entry.size > cap) throw new Refused(`entry over its cap ${name}`);
  const data = buf.subarray(start, end);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw new Refused(`stored size ${name}`);
    return keep ? data : null;
  }
  if (entry.method !== 8) throw new Refused(`method ${entry.method}`);
  const chunks = [];
  let inflated = 0;
  await new Promise((resolve, reject) => {
    const inflater = zlib.createInflateRaw();
    inflater.on('data', (chunk) => {
      inflated += chunk.length;
      if (inflated > entry.size) {
        inflater.destroy();
        reject(new Refused(`declared size of ${name} lies`));
        return;
      }
      if (keep) chunks.push(chunk);
    });
    inflater.on('error', reject);
    inflater.on('end', resolve);
    inflater.end(data);
  });
  if (inflated !== entry.size) throw new Refused(`declared size of ${name} lies`);
  return keep ? Buffer.concat(chunks) : null;
}

/**
 * DOCX: a ZIP whose central directory lists `[Content_Types].xml` declaring a WordprocessingML
 * main part, and a non-empty `word/document.xml`. Both are inflated within their caps and must
 * come out at their declared sizes; nothing else is inflated.
 */
async function isDocx(buf, { contentTypesMaxBytes, documentMaxBytes }) {
  const entries = centralDirectory(buf);
  const types = entries.get('[Content_Types].xml');
  const body = entries.get('word/document.xml');
  if (!types || !body || body.size === 0) return false;
  const xml = await inflateEntry(buf, '[Content_Types].xml', types, contentTypesMaxBytes, true);
  if (!xml.toString('utf8').includes(DOCX_MAIN_TYPE)) return false;
  await inflateEntry(buf, 'word/document.xml', body, documentMaxBytes, false);
  return true;
}

/** The Word binary format's File Information Block starts with wIdent 0xA5EC ([MS-DOC] 2.5.2). */
const WORD_FIB_IDENT = 0xa5ec;

/** DOC: an OLE2 compound file holding a `WordDocument` stream that starts with Word's FIB. */
function isDoc(buf) {
  const container = CFB.read(buf, { type: 'buffer' });
  const entry = CFB.find(container, 'WordDocument');
  const content = entry?.type === 2 ? entry.content : undefined;
  return !!content && content.length >= 2 && (content[0] | (content[1] << 8)) === WORD_FIB_IDENT;
}

process.once('message', async ({ kind, bytes, limits }) => {
  // IPC hands bytes over as a Uint8Array (advanced serialization).
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let value;
  try {
    value = kind === 'docx' ? await isDocx(buf, limits) : isDoc(buf);
  } catch {
    value = false;
  }
  process.send({ kind: 'result', value }, () => process.exit(0));
});
