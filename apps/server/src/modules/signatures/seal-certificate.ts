import { readFile } from 'node:fs/promises';
import forge from 'node-forge';
import type { AppDeps } from '../../deps';
import { signatureMessages } from '@immopilote/contracts';
import * as repo from './signatures.repo';

/** The sealing key as @signpdf's P12 signer takes it. */
export interface SealKey {
  p12: Buffer;
  passphrase: string;
}

const GENERATED_YEARS = 10;
/** The generated PKCS#12 is rebuilt in memory from the stored PEM; this passphrase never leaves the process. */
const IN_MEMORY_PASSPHRASE = 'immopilote-seal';

let cached: { source: string; key: SealKey } | null = null;

/**
 * The certificate that seals every signed PDF: the installation's own (SEAL_P12_PATH, e.g. one an
 * agency bought from a trust service provider) when configured; otherwise one generated once per
 * installation (RSA 2048, self-signed, ten years) and kept in `seal_certificates` so every API
 * process seals with the same one.
 */
export async function sealKey(deps: Pick<AppDeps, 'db' | 'config'>): Promise<SealKey> {
  const configured = deps.config.seal.p12Path;
  if (configured) {
    if (cached?.source === configured) return cached.key;
    const key = { p12: await readFile(configured), passphrase: deps.config.seal.p12Passphrase };
    cached = { source: configured, key };
    return key;
  }
  let row = await repo.findSealCertificate(deps.db);
  if (!row) {
    await repo.insertSealCertificate(deps.db, generateCertificate(new URL(deps.config.publicUrl).host));
    row = await repo.findSealCertificate(deps.db);
  }
  if (!row) throw new Error('seal certificate missing after insert');
  const source = `db:${row.certificatePem}`;
  if (cached?.source === source) return cached.key;
  const key = { p12: toP12(row.certificatePem, row.privateKeyPem), passphrase: IN_MEMORY_PASSPHRASE };
  cached = { source, key };
  return key;
}

function generateCertificate(host: string): { certificatePem: string; privateKeyPem: string } {
  const keys = forge.pki.rsa.generateKeyPair({ bits: 2048, e: 0x10001 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${forge.util.bytesToHex(forge.random.getBytesSync(15))}`;
  const now = new Date();
  cert.validity.notBefore = now;
  cert.validity.notAfter = new Date(now);
  cert.validity.notAfter.setFullYear(now.getFullYear() + GENERATED_YEARS);
  const subject = [
    { name: 'commonName', value: signatureMessages.seal.certificateName(host) },
    { name: 'organizationName', value: 'ImmoPilote' },
    { name: 'countryName', value: 'FR' },
  ];
  // node-forge writes attribute values as UTF-8 strings only when told; the em dash needs it.
  const attrs = subject.map((a) => ({ ...a, valueTagClass: forge.asn1.Type.UTF8 as number }));
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return {
    certificatePem: forge.pki.certificateToPem(cert),
    privateKeyPem: forge.pki.privateKeyToPem(keys.privateKey),
  };
}

function toP12(certificatePem: string, privateKeyPem: string): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(privateKeyPem),
    [forge.pki.certificateFromPem(certificatePem)],
    IN_MEMORY_PASSPHRASE,
    { algorithm: '3des' },
  );
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
