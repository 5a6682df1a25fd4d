export const PRODUCT_NAME = 'ImmoPilote';

export const PLAN_IDS = ['starter', 'pro', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface Plan {
  id: PlanId;
  name: string;
  monthlyPriceEur: number;
  popular: boolean;
}

export const PLANS: readonly Plan[] = [
  { id: 'starter', name: 'Starter', monthlyPriceEur: 170, popular: false },
  { id: 'pro', name: 'Pro', monthlyPriceEur: 320, popular: true },
  { id: 'premium', name: 'Premium', monthlyPriceEur: 780, popular: false },
];

/** Feature matrix of 001 §9: each feature lists the lowest plan that includes it. */
export const PLAN_FEATURES: readonly { label: string; from: PlanId }[] = [
  { label: 'Archivage check-in/out digital', from: 'starter' },
  { label: 'Publication multi-plateformes', from: 'starter' },
  { label: 'Gestion des dossiers de vente', from: 'starter' },
  { label: 'Interface unifiée', from: 'starter' },
  { label: 'Relevé des loyers et prix du marché', from: 'starter' },
  { label: 'Répertoire client intégré', from: 'starter' },
  { label: 'Support par e-mail', from: 'starter' },
  { label: 'Scoring IA des locataires et acquéreurs', from: 'pro' },
  { label: 'Estimation automatique des biens', from: 'pro' },
  { label: 'Optimisation IA des annonces', from: 'pro' },
  { label: 'Rapports propriétaires dynamiques', from: 'pro' },
  { label: 'Support prioritaire', from: 'pro' },
  { label: 'Analyse concurrentielle avancée', from: 'premium' },
  { label: 'Conseil de prix dynamique', from: 'premium' },
  { label: 'Analyse IA des avis Google', from: 'premium' },
];

const PLAN_RANK: Record<PlanId, number> = { starter: 0, pro: 1, premium: 2 };
export function planIncludes(plan: PlanId, from: PlanId): boolean {
  return PLAN_RANK[plan] >= PLAN_RANK[from];
}

/**
 * The agency's subscription as the app lives it (issue 11): `active` and `past_due` (a failed
 * renewal, still in its grace period) give full access; `read_only` follows the end of a cancelled
 * subscription or of the past-due grace, until the agency is deleted; `inactive` never paid;
 * `canceled` is kept for rows from before issue 11 (no access).
 */
export const SUBSCRIPTION_STATUSES = ['inactive', 'active', 'past_due', 'read_only', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export type SubscriptionAccess = 'full' | 'read_only' | 'none';
export function subscriptionAccess(status: SubscriptionStatus): SubscriptionAccess {
  if (status === 'active' || status === 'past_due') return 'full';
  return status === 'read_only' ? 'read_only' : 'none';
}

/** French VAT on the subscription; plan prices are stated excluding tax (HT). */
export const VAT_RATE_PERCENT = 20;
export function priceWithVatCents(htCents: number): { ht: number; vat: number; ttc: number } {
  const vat = Math.round((htCents * VAT_RATE_PERCENT) / 100);
  return { ht: htCents, vat, ttc: htCents + vat };
}

/**
 * Entitlements (001 §9 feature matrix), declared once: the API guards and the UI both read
 * `FEATURE_PLANS`. Features of the starter plan need no entry.
 */
export const FEATURES = [
  'client_scoring',
  'price_evaluation',
  'listing_optimizer',
  'owner_reports',
  'review_ai_analysis',
  'competitive_analysis',
  'dynamic_pricing',
] as const;
export type Feature = (typeof FEATURES)[number];
export const FEATURE_PLANS: Record<Feature, PlanId> = {
  client_scoring: 'pro',
  price_evaluation: 'pro',
  listing_optimizer: 'pro',
  owner_reports: 'pro',
  review_ai_analysis: 'premium',
  competitive_analysis: 'premium',
  dynamic_pricing: 'premium',
};
export function featureIncluded(plan: PlanId | null, feature: Feature): boolean {
  return plan !== null && planIncludes(plan, FEATURE_PLANS[feature]);
}

export const INVOICE_STATUSES = ['paid', 'open', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const EXPORT_STATUSES = ['pending', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * The head's agency archive is kept this long after it is ready, then deleted with its file; the
 * first complete download also deletes it (issue 15 part 4, docs/decisions/privacy.md).
 */
export const AGENCY_EXPORT_KEEP_DAYS = 7;

/** What the access log records (issue 15 part 6): every download of a client's papers and every export. */
export const ACCESS_KINDS = [
  'client_document',
  'property_document',
  'client_export',
  'agency_export',
  'register_export',
  'portal_export',
  // Issue 29: a lead opened in « Demandes », and the raw e-mail it came from downloaded.
  'lead_view',
  'lead_message',
  // Issue 30: a signature request's original, sealed PDF or proof file downloaded.
  'signature_download',
  // Issue 32: a fee invoice's PDF downloaded.
  'invoice_download',
] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];
/** CNIL recommendation on logging (délibération 2021-122): between six months and one year. */
export const ACCESS_LOG_KEEP_MONTHS = 12;

/** A checkout the provider has not confirmed yet is open; 'expired' is for providers whose sessions lapse. */
export const CHECKOUT_STATUSES = ['open', 'completed', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const MEMBER_STATUSES = ['pending', 'active', 'rejected', 'removed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const PERMISSIONS = ['add_property', 'review_analysis', 'web_search', 'client_directory'] as const;
export type Permission = (typeof PERMISSIONS)[number];
export const PERMISSION_LABELS: Record<Permission, string> = {
  add_property: 'Ajouter des biens',
  review_analysis: 'Analyse d’avis',
  web_search: 'Recherche web',
  client_directory: 'Répertoire client',
};

// Kept apart from the property schemas: the dashboard needs them without zod (docs/performance.md).
export const PROPERTY_PAGE_SIZE = 24;
export const PROPERTY_PAGE_MAX = 60;
export const PROPERTY_SEARCH_MAX = 100;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTOS_PER_PROPERTY_MAX = 20;

/** How the dashboard orders its listings; `recent` (newest first) is the default. */
export const PROPERTY_SORTS = ['recent', 'price_asc', 'price_desc', 'surface_desc'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];

export const PROPERTY_TYPES = ['Vente', 'Location'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** Canonical stored values; see docs/decisions/properties.md (the original stored 'disponible' in lower case). */
export const PROPERTY_STATUSES = ['Disponible', 'En négociation', 'Vendu', 'Loué', 'Retiré'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const DEFAULT_PROPERTY_STATUS: PropertyStatus = 'Disponible';
export const PROPERTY_STATUS_BADGES: Record<PropertyStatus, string> = {
  Disponible: 'Disponible',
  'En négociation': 'En négociation',
  Vendu: 'Vendu',
  Loué: 'Loué',
  Retiré: 'Retiré',
};
export function propertyStatusBadge(value: string | null | undefined): string {
  return (PROPERTY_STATUSES as readonly string[]).includes(value ?? '')
    ? PROPERTY_STATUS_BADGES[value as PropertyStatus]
    : 'N/A';
}

export const HISTORY_TYPES = ['visit', 'check-in-out'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];

/** The calendar shows, and a feed carries, the member's own entries or the whole agency's. */
export const CALENDAR_SCOPES = ['mine', 'agency'] as const;
export type CalendarScope = (typeof CALENDAR_SCOPES)[number];
/** A planned appointment lasts one hour unless told otherwise; 5 minutes to 12 hours. */
export const CALENDAR_DEFAULT_DURATION = 60;
export const CALENDAR_MIN_DURATION = 5;
export const CALENDAR_MAX_DURATION = 720;
/** The widest range one calendar request may ask for (a month view spans six weeks). */
export const CALENDAR_MAX_RANGE_DAYS = 93;

export const AGENCY_CODE_LENGTH = 6;
export const AGENCY_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const CLIENT_SCORE_MAX = 100;
export const CLIENT_NOTE_MAX = 5;
export const PDF_MAX_PAGES = 3;
/**
 * History attachments (leases, check-in reports) are stored, not read by OCR, so the spec's 3-page
 * cap for extraction does not fit them; a cap still bounds what one upload costs to parse.
 */
export const HISTORY_PDF_MAX_PAGES = 50;
export const TOAST_DURATION_MS = 5000;
export const PAYMENT_SUCCESS_REDIRECT_MS = 5000;
/** How often, and how long, /payment-success asks whether a hosted checkout's payment is confirmed. */
export const PAYMENT_CONFIRM_POLL_MS = 2000;
export const PAYMENT_CONFIRM_WAIT_MS = 60_000;
/** Where a checkout returns: /payment-success shows the payment as made once the server says it is. */
export const paymentSuccessPath = (checkoutId: string) =>
  `/payment-success?checkout=${encodeURIComponent(checkoutId)}`;

/** Sent by our SPA on every state-changing request; a cross-site form or image cannot set it. */
export const CSRF_HEADER = 'x-immopilote-csrf';

/**
 * Loi Hoguet: one register per professional card, and transaction (carte T) and management
 * (carte G) cards keep separate registers, each numbered from 1 (docs/decisions/mandates.md).
 */
export const MANDATE_ACTIVITIES = ['transaction', 'gestion'] as const;
export type MandateActivity = (typeof MANDATE_ACTIVITIES)[number];
export const MANDATE_KINDS = ['simple', 'exclusif', 'semi_exclusif'] as const;
export type MandateKind = (typeof MANDATE_KINDS)[number];
/** A register line is never deleted: a mandate ends or is cancelled, with a date and a reason. */
export const MANDATE_STATUSES = ['active', 'ended', 'cancelled'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];
export const MANDATE_CLOSINGS = ['ended', 'cancelled'] as const;
export const MANDATE_DURATION_MAX_MONTHS = 120;
export const MANDATE_MANDATORS_MAX = 10;

/** A portal export (Poliris ZIP) waits, runs, then is ready to download or has failed. */
export const PORTAL_EXPORT_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type PortalExportStatus = (typeof PORTAL_EXPORT_STATUSES)[number];
/** The portfolio a portal export carries: listings still on the market (sold, let or withdrawn ones leave the portals). */
export const ACTIVE_PROPERTY_STATUSES: readonly PropertyStatus[] = ['Disponible', 'En négociation'];

/** Above this size a PDF is refused before anything else (3 scanned A4 pages fit comfortably). */
export const PDF_MAX_BYTES = 10 * 1024 * 1024;
export const PDF_MAX_MEGABYTES = PDF_MAX_BYTES / (1024 * 1024);
