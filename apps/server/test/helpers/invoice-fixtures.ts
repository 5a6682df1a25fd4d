import { randomUUID } from 'node:crypto';
import { parisToday } from '@immopilote/contracts';
import { withAgency } from '../../src/db/agency-scope';
import { agencySites } from '../../src/db/schema';
import { issueDealInvoices } from '../../src/modules/fee-invoices/fee-invoices.service';
import { createClient } from '../factories';
import type { TestApp } from './test-app';

/** Every legal fact a fee invoice prints (a SARL in Lyon). */
export const INVOICE_FACTS = {
  legalForm: 'SARL',
  siren: '732829320',
  rcsCity: 'Lyon',
  shareCapital: 15000,
  cardNumber: 'CPI 6901 2024 000 123 456',
  cardIssuer: 'CCI Lyon Métropole',
};

/** Gives the agency the facts (its site settings row made or completed). */
export async function giveInvoiceFacts(t: TestApp, agencyId: string) {
  await t.db
    .insert(agencySites)
    .values({ agencyId, ...INVOICE_FACTS })
    .onConflictDoUpdate({ target: agencySites.agencyId, set: INVOICE_FACTS });
}

/** One invoice of the agency, issued as a deed would (through the service, in a transaction). */
export async function issueTestInvoice(
  t: TestApp,
  agencyId: string,
  userId: string,
  issuedOn = parisToday(),
) {
  await giveInvoiceFacts(t, agencyId);
  const buyer = await createClient(t.db, agencyId);
  const scope = { agencyId, userId };
  const [invoice] = await withAgency(scope, () =>
    t.deps.db.transaction((tx) =>
      issueDealInvoices(t.deps, tx, scope, {
        dealId: randomUUID(),
        issuedOn,
        propertyName: 'Appartement T3, 4 rue Mercière, 69002 Lyon',
        description: 'Honoraires de transaction — vente de Appartement T3',
        lines: [
          {
            recipientRole: 'buyer',
            recipientClientId: buyer.id,
            recipientName: buyer.fullName,
            recipientAddress: '8 rue des Lilas, 69003 Lyon',
            amountInclVatCents: 900_000,
          },
        ],
      }),
    ),
  );
  return invoice!;
}
