import path from 'node:path';
import { z } from 'zod';
import { ConfigError, configError, envFlag } from './env';
import { type AiConfig, aiConfig, aiEnv } from './integrations/ai/ai.config';
import { type MailConfig, mailConfig, mailEnv } from './integrations/mail/mail.config';
import { type OcrConfig, ocrConfig, ocrEnv } from './integrations/ocr/ocr.config';
import { type PaymentsConfig, paymentsConfig, paymentsEnv } from './integrations/payments/payments.config';
import { type SmsConfig, smsConfig, smsEnv } from './integrations/sms/sms.config';
import { type StorageConfig, storageConfig, storageEnv } from './storage/storage.config';

export { ConfigError } from './env';

const csv = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

// ---- Public site: support contact and legal publisher details (GET /api/site-info) ----
// Defaults are honest placeholders: an unconfigured install shows 'non renseigné' on its legal
// pages rather than invented company details. SIREN is checked with its Luhn key.
/** A blank value counts as unset (loadConfig already drops empty ones; this also trims spaces). */
const blankAsAbsent = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((v) => v || undefined)
    .pipe(schema.optional())
    .optional();

const optionalSetting = blankAsAbsent(z.string());

const siren = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => /^\d{9}$/.test(v) && luhnValid(v), 'must be a valid 9-digit SIREN');

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** A base64 (or base64url) 32-byte key: `openssl rand -base64 32`. */
const encryptionKey = z
  .string()
  .trim()
  .transform((v) => Buffer.from(v, 'base64'))
  .refine((key) => key.length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)');

const siteEnv = {
  SITE_SUPPORT_EMAIL: z.email().default('support@immopilote.localhost'),
  SITE_SUPPORT_PHONE: blankAsAbsent(
    z.string().regex(/^\+?[0-9][0-9 .()-]{5,19}$/, 'must be a phone number such as 01 23 45 67 89'),
  ),
  SITE_PUBLISHER_NAME: z.string().trim().min(1).default('ImmoPilote'),
  SITE_PUBLISHER_LEGAL_FORM: optionalSetting,
  SITE_PUBLISHER_ADDRESS: optionalSetting,
  SITE_PUBLISHER_SIREN: blankAsAbsent(siren),
  SITE_PUBLISHER_DIRECTOR: optionalSetting,
  SITE_HOST_NAME: optionalSetting,
  SITE_HOST_ADDRESS: optionalSetting,
  SITE_PRIVACY_EMAIL: blankAsAbsent(z.email()),
};

export interface SiteConfig {
  supportEmail: string;
  supportPhone: string | null;
  publisherName: string;
  publisherLegalForm: string | null;
  publisherAddress: string | null;
  publisherSiren: string | null;
  publisherDirector: string | null;
  hostName: string | null;
  hostAddress: string | null;
  /** Where data-protection requests go; the support address unless set. */
  privacyEmail: string;
}
// ---- end of public site settings ----

/**
 * Every environment variable the server reads, validated once at start-up (STYLE habit 7): the
 * server's own, then each adapter family's slice (the family owns its variables and its factory).
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  ADMIN_EMAILS: csv.default([]),
  TRUST_PROXY: envFlag.default(false),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PASSWORD_RESET_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  DOCUMENT_RECEIPT_SECRET: z.string().min(32).optional(),
  ENCRYPTION_KEY: encryptionKey.optional(),
  /** Keys that sealed older values, still accepted for opening after a rotation (comma-separated). */
  ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .transform((v) => v.split(',').filter((k) => k.trim() !== ''))
    .pipe(z.array(encryptionKey))
    .default([]),
  /** On SIGTERM, running requests and jobs get this long; then the process exits anyway. */
  SHUTDOWN_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The demonstration agency (`npm run demo`) may advance its own retention clock from Mon agence,
   * to see the purge work. Off unless the operator turns it on (docs/decisions/privacy.md).
   */
  DEMO_RETENTION_CLOCK: envFlag.default(false),
  /** An export whose job has not shown a sign of life for this long died with its process: a new one may start. */
  STALE_JOB_SECONDS: z.coerce.number().int().min(5).max(3600).default(180),
  /** The largest Poliris ZIP « Importer » accepts (issue 33), in MB: refused before it fills the disk. */
  LISTING_IMPORT_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(1024),
  ...siteEnv,
  ...mailEnv.shape,
  ...paymentsEnv.shape,
  ...storageEnv.shape,
  ...ocrEnv.shape,
  ...aiEnv.shape,
  ...smsEnv.shape,
  /** The installation's own sealing certificate (PKCS#12) for signed PDFs; one is generated otherwise. */
  SEAL_P12_PATH: z.string().min(1).optional(),
  SEAL_P12_PASSPHRASE: z.string().optional(),
  /** Tests only: webhooks may reach loopback and private addresses (a local receiver). Refused in production. */
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: envFlag.default(false),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmails: string[];
  trustProxy: boolean;
  sessionTtlMs: number;
  passwordResetTtlMs: number;
  authRateLimit: { max: number; windowMs: number };
  mail: MailConfig;
  payments: PaymentsConfig;
  storage: StorageConfig;
  ocr: OcrConfig;
  ai: AiConfig;
  sms: SmsConfig;
  /** SEAL_P12_PATH / SEAL_P12_PASSPHRASE: the sealing certificate when provided (modules/signatures). */
  seal: { p12Path: string | undefined; p12Passphrase: string };
  /** Signs extraction receipts; random per process when unset (set it when several instances serve one site). */
  documentReceiptSecret: string | undefined;
  /** Seals secrets at rest (auth/secret-box.ts); without a key, a key file in DATA_DIR is used. */
  encryption: { key: Buffer | undefined; previousKeys: Buffer[] };
  logLevel: Env['LOG_LEVEL'];
  /** SIGTERM: take no more work, give what runs this long, then exit (main.ts). */
  shutdownDeadlineMs: number;
  site: SiteConfig;
  /** The demonstration agency's head may advance its own retention clock (issue 25): off unless asked. */
  retentionClock: boolean;
  /** A long job (an export) touches its row a few times within this; one silent for longer died with its process. */
  staleJobMs: number;
  /**
   * Outgoing webhooks (modules/webhooks): whether private and loopback addresses are allowed (tests,
   * never production), and how long one try waits for an answer.
   */
  webhooks: { allowPrivateAddresses: boolean; timeoutMs: number };
  /** LISTING_IMPORT_MAX_MB in bytes: the largest export ZIP an agency may upload. */
  listingImportMaxBytes: number;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`FOO=`) means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) =>
        `  - ${i.path.join('.')}: ${i.message} (valeur invalide / invalid value: ${JSON.stringify(source[String(i.path[0])])})`,
    );
    throw new ConfigError(`Configuration invalide / Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Several processes on one PostgreSQL do not share a DATA_DIR, so a key file per machine would
  // leave each unable to open the others' secrets: production on PostgreSQL names its key.
  if (e.DATABASE_URL && e.NODE_ENV === 'production' && !e.ENCRYPTION_KEY) {
    throw configError('ENCRYPTION_KEY', 'required in production with DATABASE_URL (openssl rand -base64 32)');
  }
  // A webhook could otherwise reach the metadata service or the database's own network (SSRF).
  if (e.NODE_ENV === 'production' && e.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES) {
    throw configError('WEBHOOKS_ALLOW_PRIVATE_ADDRESSES', 'must not be set in production');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    adminEmails: e.ADMIN_EMAILS,
    trustProxy: e.TRUST_PROXY,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 3600 * 1000,
    passwordResetTtlMs: e.PASSWORD_RESET_TTL_MINUTES * 60 * 1000,
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000 },
    mail: mailConfig(e),
    payments: paymentsConfig(e),
    storage: storageConfig(e, dataDir),
    ocr: ocrConfig(e, dataDir),
    ai: aiConfig(e),
    sms: smsConfig(e),
    seal: {
      p12Path: e.SEAL_P12_PATH ? path.resolve(e.SEAL_P12_PATH) : undefined,
      p12Passphrase: e.SEAL_P12_PASSPHRASE ?? '',
    },
    documentReceiptSecret: e.DOCUMENT_RECEIPT_SECRET,
    encryption: { key: e.ENCRYPTION_KEY, previousKeys: e.ENCRYPTION_PREVIOUS_KEYS },
    logLevel: e.LOG_LEVEL,
    shutdownDeadlineMs: e.SHUTDOWN_DEADLINE_SECONDS * 1000,
    retentionClock: e.DEMO_RETENTION_CLOCK,
    staleJobMs: e.STALE_JOB_SECONDS * 1000,
    webhooks: { allowPrivateAddresses: e.WEBHOOKS_ALLOW_PRIVATE_ADDRESSES, timeoutMs: 10_000 },
    listingImportMaxBytes: e.LISTING_IMPORT_MAX_MB * 1024 * 1024,
    site: {
      supportEmail: e.SITE_SUPPORT_EMAIL,
      supportPhone: e.SITE_SUPPORT_PHONE ?? null,
      publisherName: e.SITE_PUBLISHER_NAME,
      publisherLegalForm: e.SITE_PUBLISHER_LEGAL_FORM ?? null,
      publisherAddress: e.SITE_PUBLISHER_ADDRESS ?? null,
      publisherSiren: e.SITE_PUBLISHER_SIREN ?? null,
      publisherDirector: e.SITE_PUBLISHER_DIRECTOR ?? null,
      hostName: e.SITE_HOST_NAME ?? null,
      hostAddress: e.SITE_HOST_ADDRESS ?? null,
      privacyEmail: e.SITE_PRIVACY_EMAIL ?? e.SITE_SUPPORT_EMAIL,
    },
  };
}
