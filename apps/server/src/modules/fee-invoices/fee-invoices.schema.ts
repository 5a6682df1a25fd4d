import { FEE_INVOICE_RECIPIENT_ROLES } from '@immopilote/contracts';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/identity.schema';
import { createdAt, oneOf } from '../../db/columns';
import { agencies } from '../agency/agency.schema';
import { clients } from '../clients/clients.schema';

/**
 * The last invoice number each agency gave: taken with `INSERT … ON CONFLICT DO UPDATE … RETURNING`
 * in the transaction that writes the invoice (like the mandate register), so the row stays locked
 * until the commit and a rolled-back invoice gives its number back: one continuous sequence (CGI
 * art. 242 nonies A), no gap, no duplicate.
 */
export const feeInvoiceCounters = pgTable('fee_invoice_counters', {
  agencyId: uuid('agency_id')
    .primaryKey()
    .references(() => agencies.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A fee invoice (« facture d'honoraires »), issued by a sale or rental file. A legal document kept
 * ten years (`retain_until`): everything it prints is copied (the agency's legal facts, the
 * recipient, the property), the PDF is stored once at issue, and only its payment changes after.
 * `deal_id` is a plain uuid: the invoices module sits below the files that issue them.
 */
export const feeInvoices = pgTable(
  'fee_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    dealId: uuid('deal_id'),
    number: integer('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    recipientRole: text('recipient_role', { enum: FEE_INVOICE_RECIPIENT_ROLES }).notNull(),
    recipientClientId: uuid('recipient_client_id').references(() => clients.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    recipientAddress: text('recipient_address').notNull(),
    propertyName: text('property_name').notNull(),
    description: text('description').notNull(),
    amountExclVatCents: integer('amount_excl_vat_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatCents: integer('vat_cents').notNull(),
    amountInclVatCents: integer('amount_incl_vat_cents').notNull(),
    /** The agency's legal facts as printed (name, address, form, capital, SIREN, RCS, VAT number, card). */
    sellerFacts: text('seller_facts').notNull(),
    pdfKey: text('pdf_key').notNull(),
    paidOn: date('paid_on', { mode: 'string' }),
    retainUntil: date('retain_until', { mode: 'string' }).notNull(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('fee_invoices_agency_number_key').on(t.agencyId, t.number),
    index('fee_invoices_deal_idx').on(t.dealId),
    check('fee_invoices_number_positive', sql`${t.number} > 0`),
    check('fee_invoices_role_check', oneOf(t.recipientRole, FEE_INVOICE_RECIPIENT_ROLES)),
    check(
      'fee_invoices_amounts_check',
      sql`${t.amountExclVatCents} > 0 and ${t.vatCents} >= 0 and ${t.amountInclVatCents} = ${t.amountExclVatCents} + ${t.vatCents}`,
    ),
  ],
);
