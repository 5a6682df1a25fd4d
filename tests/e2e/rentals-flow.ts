import { CSRF_HEADER, endpoints, parisToday } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { expect } from './fixtures';

/** Rental management's e2e set-up over HTTP (issue 34): what the lease, bank, owner and walk specs share. */

export const csrfHeaders = { [CSRF_HEADER]: '1' };

/** POSTs as the signed-in page and answers the new record's id (a 201, or the test fails with the body). */
export async function created(page: Page, url: string, data: Record<string, unknown> = {}): Promise<string> {
  const res = await page.request.post(url, { headers: csrfHeaders, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/** A served PDF's text, each run of spaces (narrow and non-breaking included) as one space. */
export async function pdfText(page: Page, href: string): Promise<string> {
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  const { text } = await extractText(new Uint8Array(await res.body()), { mergePages: true });
  return text.replace(/[\s\u00a0\u202f]+/g, ' ');
}

interface Person {
  fullName: string;
  firstName: string;
  address: string;
}

export interface ManagedPropertyInput {
  name: string;
  price: number;
  address: string;
  city: string;
  zip: string;
  landlord?: Person;
  tenant?: Person;
  /** The management mandate's first day; today by default. */
  mandateStart?: string;
}

/**
 * A listing to let, its owner under a management mandate (register « gestion »), and a tenant in the
 * directory: what a lease needs. E-mail addresses are unique per call.
 */
export async function managedProperty(page: Page, input: ManagedPropertyInput) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const landlord = input.landlord ?? {
    fullName: 'Hélène Propriétaire',
    firstName: 'Hélène',
    address: '2 quai de Bondy, 69005 Lyon',
  };
  const tenant = input.tenant ?? {
    fullName: 'Zoé Locataire',
    firstName: 'Zoé',
    address: '40 cours Gambetta, 69007 Lyon',
  };
  const email = (person: Person) =>
    `${person.firstName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${stamp}@exemple.fr`;
  const propertyId = await created(page, endpoints.properties.create.path, {
    name: input.name,
    price: input.price,
    type: 'Location',
    address: input.address,
    city: input.city,
    zip: input.zip,
  });
  const landlordId = await created(page, endpoints.clients.create.path, {
    ...landlord,
    email: email(landlord),
  });
  const tenantId = await created(page, endpoints.clients.create.path, { ...tenant, email: email(tenant) });
  await created(page, endpoints.mandates.create.path, {
    activity: 'gestion',
    kind: 'simple',
    propertyId,
    mandatorIds: [landlordId],
    startDate: input.mandateStart ?? parisToday(),
    durationMonths: 36,
    feeTerms: '7,5 % TTC des loyers encaissés',
  });
  return { propertyId, landlordId, tenantId };
}

/** An unfurnished lease's body for `POST /api/leases`: 812,37 € + 60 € of provisions, due on the 5th, a 7,5 % fee. */
export function unfurnishedLease(
  propertyId: string,
  tenantId: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    propertyId,
    kind: 'nu',
    tenants: [{ clientId: tenantId, electronicDelivery: false }],
    guarantors: [],
    startOn: `${parisToday().slice(0, 7)}-01`,
    durationMonths: 36,
    rent: '812,37',
    charges: '60',
    chargesMode: 'provision',
    deposit: '812,37',
    paymentDay: 5,
    hasRevisionClause: true,
    managementFeePercent: '7,5',
    ...overrides,
  };
}
