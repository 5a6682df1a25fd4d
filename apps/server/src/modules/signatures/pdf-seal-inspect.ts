import { createHash } from 'node:crypto';
import forge from 'node-forge';

/** What a PDF's ImmoPilote seal says about it. */
export interface SealInspection {
  /**
   * The request ids the file names in plain text: the seal's `/Reason` and `/ContactInfo` both carry
   * it, so one changed byte still leaves one readable copy.
   */
  requestIds: string[];
  /** Whether the bytes the last seal covers still hash to the digest it signed, over the whole file. */
  intact: boolean;
}

const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const MAX_CANDIDATES = 20;
const OID_MESSAGE_DIGEST = forge.pki.oids.messageDigest as string;

/**
 * Reads a PDF as a PDF reader checks a seal: the last `/ByteRange` and `/Contents`, and whether the
 * CMS's signed message digest still matches the covered bytes (a changed byte there, or bytes added
 * after the seal, break it). The request ids come from the seal dictionary's strings.
 */
export function inspectSeal(pdf: Buffer): SealInspection {
  const text = pdf.toString('latin1');
  const requestIds = [...new Set(text.match(UUIDS) ?? [])].slice(0, MAX_CANDIDATES);
  const at = text.lastIndexOf('/ByteRange');
  return { requestIds, intact: at >= 0 && digestMatches(pdf, text.slice(at, at + 200)) };
}

function digestMatches(pdf: Buffer, byteRangeText: string): boolean {
  const range = byteRangeText.match(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/);
  if (!range) return false;
  const [a, b, c, d] = range.slice(1).map(Number) as [number, number, number, number];
  if (a !== 0 || c + d !== pdf.length || b >= c) return false;
  const hex = pdf.subarray(b, c).toString('latin1');
  if (!/^<[0-9a-fA-F]+>$/.test(hex)) return false;
  try {
    // The placeholder is padded with zeros after the DER: read one value and ignore the rest.
    const der = forge.util.hexToBytes(hex.slice(1, -1));
    const asn1 = forge.asn1.fromDer(der, { strict: false, parseAllBytes: false } as never);
    const message = forge.pkcs7.messageFromAsn1(asn1) as unknown as {
      rawCapture: { authenticatedAttributes?: forge.asn1.Asn1[] };
    };
    const attributes = message.rawCapture.authenticatedAttributes ?? [];
    let signed: string | null = null;
    for (const attribute of attributes) {
      const [oid, values] = attribute.value as forge.asn1.Asn1[];
      if (forge.asn1.derToOid(oid!.value as string) !== OID_MESSAGE_DIGEST) continue;
      const digest = (values!.value as forge.asn1.Asn1[])[0];
      signed = forge.util.bytesToHex(digest!.value as string);
    }
    if (!signed) return false;
    const covered = createHash('sha256')
      .update(pdf.subarray(a, a + b))
      .update(pdf.subarray(c, c + d))
      .digest('hex');
    return covered === signed;
  } catch {
    return false;
  }
}
