import {
  CSRF_HEADER,
  endpoints,
  type Permission,
  type PlanId,
  type ResponseOf,
  type SignUpInput,
  urlOf,
} from '@immopilote/contracts';
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';
import { DEMO_HEAD } from '../../apps/server/src/demo/demo-data';

let counter = 0;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form control by its label, exactly: required fields add a decorative ' *' to the label text,
 * and password inputs have no ARIA role to look them up by.
 */
export function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
}

/** An e-mail no other test (or earlier run on the same database) has used. */
export function uniqueEmail(prefix = 'agent'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@e2e.immopilote.test`;
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
}

/**
 * playwright.config.ts's ADMIN_EMAILS. One password for every spec: the specs share the e2e
 * database, so whichever signs up first creates the account the others sign in to.
 */
export const E2E_ADMIN = { email: 'admin@e2e.immopilote.test', password: 'admin-e2e-secret' } as const;

export function newPerson(overrides: Partial<Person> = {}): Person {
  return {
    firstName: 'Camille',
    lastName: 'Durand',
    email: uniqueEmail(),
    phone: '06 12 34 56 78',
    password: 'motdepasse-solide',
    ...overrides,
  };
}

export interface NewAgency {
  name: string;
  address: string;
  city: string;
  zip: string;
}

export const sampleAgency: NewAgency = {
  name: 'Agence du Vieux-Port',
  address: '12 quai du Port',
  city: 'Marseille',
  zip: '13002',
};

async function fillPerson(page: Page, person: Person) {
  await field(page, 'Prénom').fill(person.firstName);
  await field(page, 'Nom').fill(person.lastName);
  await field(page, 'E-mail').fill(person.email);
  await field(page, 'Téléphone').fill(person.phone);
  await field(page, 'Mot de passe').fill(person.password);
}

/** Fills /signup in the given mode and submits; the caller asserts where it lands. */
export async function signUp(
  page: Page,
  person: Person,
  target: { agency: NewAgency } | { agencyCode: string },
) {
  await page.goto('/signup');
  if ('agency' in target) {
    await page.getByRole('tab', { name: 'Créer une agence' }).click();
    await fillPerson(page, person);
    await field(page, 'Nom de l’agence').fill(target.agency.name);
    await field(page, 'Adresse de l’agence').fill(target.agency.address);
    await field(page, 'Ville').fill(target.agency.city);
    await field(page, 'Code postal').fill(target.agency.zip);
  } else {
    await page.getByRole('tab', { name: 'Rejoindre une agence' }).click();
    await fillPerson(page, person);
    await field(page, 'Code de l’agence').fill(target.agencyCode);
  }
  await page.getByRole('button', { name: 'Créer un compte' }).click();
}

/** Signs up as the head of a new agency and pays the demonstration checkout for the given plan. */
export async function signUpPaidBoss(page: Page, person: Person, plan = 'Pro', agency = sampleAgency) {
  await signUp(page, person, { agency });
  await expect(page).toHaveURL(/\/subscription$/);
  await page.getByRole('button', { name: `Choisir ${plan}` }).click();
  await expect(page).toHaveURL(/\/demo-checkout\//);
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?checkout=/);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The toast region (sonner) announces title and description; one toast at a time. */
export function toastRegion(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** Waits for an outcome toast, then closes it: axe measures a fading toast half transparent. */
export async function toastCame(page: Page, text: string) {
  const toast = toastRegion(page).getByRole('listitem').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Fermer la notification' }).click();
  // A pointer left over the toasts pauses them: the next one in line would never go.
  await page.mouse.move(0, 0);
  // Gone from the page, not only fading (sonner removes it after its exit animation), and no other
  // toast left behind it.
  await expect(toastRegion(page).getByRole('listitem')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Opens a page and waits until React has taken it over: the public pages arrive prerendered, so
 * they are visible (and clickable) before their buttons, menus and toasts work.
 */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

export interface SignedInHead extends Person {
  /** Signed in as the head: the session cookie is in this page's browser context. */
  page: Page;
  agencyId: string;
  /** The code colleagues join with, as it was at sign-up. */
  agencyCode: string;
  plan: PlanId;
}

const apiHeaders = { [CSRF_HEADER]: '1' };

/** Signs up over HTTP, in the cookie jar of `request`: 201 a new account, 200 an existing one signed in again. */
export async function signUpByApi(request: APIRequestContext, body: SignUpInput, status: number[] = [201]) {
  const res = await request.post(endpoints.auth.signUp.path, { headers: apiHeaders, data: body });
  expect(status).toContain(res.status());
  return ((await res.json()) as ResponseOf<typeof endpoints.auth.signUp>).me;
}

/**
 * Follows the confirmation link mailed to `email` at sign-up, read from the development mailbox
 * (DEV_MAILBOX=true on the e2e server, loopback only): the way a person proves their address, with
 * no shortcut in the product. Does nothing for an address confirmed already.
 */
export async function verifyEmailByApi(request: APIRequestContext, email: string) {
  // The confirmation mail leaves through the job queue: it reaches the mailbox a moment after sign-up.
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(endpoints.dev.mailbox.path);
        expect(res.status()).toBe(200);
        const { items } = (await res.json()) as ResponseOf<typeof endpoints.dev.mailbox>;
        // Newest first: the link of the latest confirmation mail to this address.
        token = items
          .filter((m) => m.to === email.toLowerCase())
          .map((m) => /\/verify-email#token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1])
          .find(Boolean);
        return token;
      },
      { message: `a confirmation link mailed to ${email}` },
    )
    .toBeTruthy();
  const verified = await request.post(endpoints.auth.verifyEmail.path, {
    headers: apiHeaders,
    data: { token },
  });
  expect(verified.status()).toBe(204);
}

/** Whether the account signed in in `request`'s cookie jar has confirmed its address. */
async function emailVerified(request: APIRequestContext) {
  const { me } = (await (await request.get(endpoints.auth.me.path)).json()) as ResponseOf<
    typeof endpoints.auth.me
  >;
  return me.user.emailVerified;
}

/**
 * Signs up the head of a new agency and pays the demonstration checkout over HTTP, in the cookie jar
 * of the page's context: seconds faster than the screens, which onboarding.spec.ts tests on their own.
 */
export async function signUpPaidHeadByApi(
  request: APIRequestContext,
  plan: PlanId,
  { person = {}, agency = sampleAgency }: { person?: Partial<Person>; agency?: NewAgency } = {},
) {
  const head = newPerson({ email: uniqueEmail('chef'), ...person });
  await signUpByApi(request, {
    mode: 'create',
    ...head,
    agencyName: agency.name,
    agencyAddress: agency.address,
    agencyCity: agency.city,
    agencyZip: agency.zip,
  });
  // A head who confirmed the address, as a real one soon has (onboarding.spec.ts sees the banner).
  await verifyEmailByApi(request, head.email);
  const checkout = await request.post(endpoints.subscription.startCheckout.path, {
    headers: apiHeaders,
    data: { plan },
  });
  expect(checkout.status()).toBe(200);
  const { url } = (await checkout.json()) as ResponseOf<typeof endpoints.subscription.startCheckout>;
  const id = url.split('/').pop() ?? '';
  const confirmed = await request.post(urlOf(endpoints.subscription.confirmCheckout, { id }), {
    headers: apiHeaders,
  });
  expect(confirmed.status()).toBe(200);
  const me = await request.get(endpoints.auth.me.path);
  const { me: session } = (await me.json()) as ResponseOf<typeof endpoints.auth.me>;
  expect(session.agency?.subscriptionStatus).toBe('active');
  return { ...head, agencyId: session.agency!.id, agencyCode: session.agency!.code, plan };
}

/**
 * Signs the administrator (E2E_ADMIN) in over HTTP: the specs share one database, so the first to
 * run creates the account and confirms its address through the mailbox (administrator rights need
 * it), and the others sign in to it.
 */
export async function signInAdminByApi(request: APIRequestContext) {
  const me = await signUpByApi(
    request,
    {
      mode: 'create',
      ...newPerson({ ...E2E_ADMIN, firstName: 'Alice', lastName: 'Admin' }),
      agencyName: 'ImmoPilote Administration',
      agencyAddress: '1 place de la Bourse',
      agencyCity: 'Marseille',
      agencyZip: '13001',
    },
    [200, 201],
  );
  if (!me.user.emailVerified) await verifyEmailByApi(request, E2E_ADMIN.email);
  expect(await emailVerified(request)).toBe(true);
}

/**
 * A colleague joins the head's agency with its code and the head accepts them, over HTTP, in a
 * browser of their own (agency.spec.ts tests these screens).
 */
export async function acceptedColleague(
  browser: Browser,
  baseURL: string | undefined,
  head: Page,
  person: Person,
  permissions: Permission[] = [],
) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  const page = await context.newPage();
  const { me } = (await (await head.request.get(endpoints.auth.me.path)).json()) as ResponseOf<
    typeof endpoints.auth.me
  >;
  await signUpByApi(page.request, { mode: 'join', ...person, agencyCode: me.agency!.code });
  await verifyEmailByApi(page.request, person.email);
  const settings = (await (await head.request.get(endpoints.agency.settings.path)).json()) as ResponseOf<
    typeof endpoints.agency.settings
  >;
  const pending = settings.members.find((m) => m.email === person.email)!;
  const accepted = await head.request.post(urlOf(endpoints.agency.acceptMember, { id: pending.id }), {
    headers: apiHeaders,
    data: { permissions },
  });
  expect(accepted.status()).toBe(204);
  return { page, person, close: () => context.close() };
}

/**
 * Signs the head of the demonstration agency in over HTTP, in the cookie jar of `request`: the
 * agency `npm run demo` created before the e2e server started (playwright.config.ts), the only one
 * whose clocks move (DEMO_BILLING_CLOCK and DEMO_RETENTION_CLOCK are on for the e2e server).
 */
export async function signInDemoHeadByApi(request: APIRequestContext) {
  const res = await request.post(endpoints.auth.signIn.path, {
    headers: apiHeaders,
    data: { email: DEMO_HEAD.email, password: DEMO_HEAD.password },
  });
  expect(res.status()).toBe(200);
  const me = await request.get(endpoints.auth.me.path);
  const { me: session } = (await me.json()) as ResponseOf<typeof endpoints.auth.me>;
  return { agencyId: session.agency!.id };
}

/**
 * `signedInHead`: a page signed in as the head of a new agency whose subscription is active
 * (plan `headPlan`, Pro unless a spec says `test.use({ headPlan: … })`).
 */
export const test = base.extend<{
  headPlan: PlanId;
  signedInHead: SignedInHead;
  demoHead: { page: Page; agencyId: string };
}>({
  headPlan: ['pro', { option: true }],
  signedInHead: async ({ page, headPlan }, use) => {
    await use({ page, ...(await signUpPaidHeadByApi(page.request, headPlan)) });
  },
  /** A page signed in as the demonstration agency's head (`signInDemoHeadByApi`). */
  demoHead: async ({ page }, use) => {
    await use({ page, ...(await signInDemoHeadByApi(page.request)) });
  },
});
export { expect };
