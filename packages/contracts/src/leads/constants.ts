/**
 * Where demand enters (issue 29): the agency's public site, its contact forms, the lead e-mails the
 * portals send, and the one inbox « Demandes ». Stored values are short codes; their French labels
 * are in `messages/leads.ts`.
 */

/** Where a lead stands. `nouvelle` until a member answers; the first change away from it is the first response. */
export const LEAD_STATES = ['nouvelle', 'contactee', 'visite_planifiee', 'sans_suite'] as const;
export type LeadState = (typeof LEAD_STATES)[number];

/**
 * Who sent the lead: the agency's own site (listing or agency page), a known portal (one parser per
 * sender), or `email` for a message no parser recognised (kept whole as a generic lead).
 */
export const LEAD_SOURCES = [
  'site',
  'seloger',
  'leboncoin',
  'bienici',
  'logic_immo',
  'figaro_immo',
  'email',
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** How it reached ImmoPilote: the public form, the agency's IMAP mailbox, the inbound webhook, a .eml dropped in the inbox. */
export const LEAD_CHANNELS = ['formulaire', 'imap', 'webhook', 'import'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

/** A lead's history (merging keeps it whole, beside the client's own). */
export const LEAD_EVENT_KINDS = [
  'recue',
  'etat',
  'assignee',
  'fusionnee',
  'convertie',
  'visite_planifiee',
  'notifiee',
  'en_retard',
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** What became of an inbound message: a lead, or a failure kept for the head (never lost: the raw message stays). */
export const INBOUND_MESSAGE_STATUSES = ['importe', 'echec'] as const;
export type InboundMessageStatus = (typeof INBOUND_MESSAGE_STATUSES)[number];

/** A lead still `nouvelle` this long (counted in opening hours only) is flagged on the dashboard. */
export const LEAD_RESPONSE_TARGET_MINUTES = 120;

/** Contact forms: below this many seconds between the page and the post, a human did not type it. */
export const CONTACT_FORM_MIN_SECONDS = 3;

/** The rows of the agency's fee scale (« Barème des honoraires », arrêté du 10 janvier 2017). */
export const FEE_SCALE_KINDS = ['vente', 'location', 'gestion', 'autre'] as const;
export type FeeScaleKind = (typeof FEE_SCALE_KINDS)[number];
export const FEE_SCALE_PAYERS = ['acquereur', 'vendeur', 'partage', 'locataire', 'bailleur'] as const;
export type FeeScalePayer = (typeof FEE_SCALE_PAYERS)[number];

/** Slugs the public site's addresses could mistake for a page of their own. */
export const RESERVED_SLUGS = [
  'admin',
  'api',
  'sitemap',
  'static',
  'assets',
  'immopilote',
  'nouvelle',
  'biens',
] as const;

/**
 * A lead never linked to a client is erased this long after its last event (CNIL, référentiel
 * « gestion des activités commerciales » / agences immobilières: a prospect's data three years after
 * the last contact from them). A lead merged into a client follows the client's fate.
 */
export const LEAD_RETENTION_YEARS = 3;
