/**
 * No lock-in (issue 33): publishing to the portals, importing from the previous software, the open
 * API and its outgoing webhooks. The value lists the tables' CHECK constraints, the API and the
 * screens share.
 */

/** The portals an agency connects in « Mon agence »; `poliris` is « Autre flux Poliris ». */
export const PORTALS = [
  'seloger',
  'leboncoin',
  'bienici',
  'logic_immo',
  'figaro_immobilier',
  'green_acres',
  'poliris',
] as const;
export type Portal = (typeof PORTALS)[number];

export const PORTAL_PROTOCOLS = ['ftp', 'ftps'] as const;
export type PortalProtocol = (typeof PORTAL_PROTOCOLS)[number];

/**
 * One upload to one portal: waiting its turn, running, sent, failed (retried at the next run), or
 * held because it would remove more than half of what the portal holds (the head confirms it).
 */
export const PORTAL_UPLOAD_STATUSES = ['pending', 'running', 'sent', 'failed', 'needs_confirmation'] as const;
export type PortalUploadStatus = (typeof PORTAL_UPLOAD_STATUSES)[number];
export const PORTAL_UPLOAD_TRIGGERS = ['nightly', 'manual', 'confirmed'] as const;
export type PortalUploadTrigger = (typeof PORTAL_UPLOAD_TRIGGERS)[number];

/** What an import reads: another software's Poliris export, or a contacts file. */
export const IMPORT_KINDS = ['poliris', 'contacts'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/**
 * analysing (the dry run), ready (its report shown, nothing written), running, done, failed,
 * cancelled (the report was not confirmed).
 */
export const IMPORT_STATUSES = ['analysing', 'ready', 'running', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The resources of `/api/v1`, each with a read and a write scope (`listings:read`, `listings:write`). */
export const API_RESOURCES = [
  'listings',
  'photos',
  'clients',
  'searches',
  'leads',
  'mandates',
  'visits',
] as const;
export type ApiResource = (typeof API_RESOURCES)[number];
export const API_SCOPES = API_RESOURCES.flatMap((r) => [`${r}:read`, `${r}:write`] as const);
export type ApiScope = `${ApiResource}:${'read' | 'write'}`;

/** The events a head subscribes an endpoint to. */
export const WEBHOOK_EVENTS = [
  'property.created',
  'property.updated',
  'property.status_changed',
  'property.deleted',
  'lead.created',
  'mandate.signed',
  'visit.planned',
  'client.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** pending (first try or waiting its next try), delivered (2xx), failed (given up after 24 h). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
