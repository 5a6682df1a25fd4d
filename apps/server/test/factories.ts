import { randomUUID } from 'node:crypto';
import { normalizePhoneDigits, type Permission, type PlanId } from '@immopilote/contracts';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/auth/passwords';
import { newAgencyCode } from '../src/auth/tokens';
import type { DbOrTx } from '../src/db/client';
import {
  agencies,
  agencyClocks,
  clients,
  properties,
  propertyHistory,
  profiles,
  users,
} from '../src/db/schema';

/** Shared by the API tests and the benchmarks (STYLE habit 9): French-looking, unique values. */
const FIRST_NAMES = [
  'Camille',
  'Louis',
  'Chloé',
  'Hugo',
  'Léa',
  'Jules',
  'Manon',
  'Gabriel',
  'Inès',
  'Arthur',
];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
];
const CITIES = [
  ['Lyon', '69003'],
  ['Bordeaux', '33000'],
  ['Nantes', '44000'],
  ['Lille', '59000'],
  ['Toulouse', '31000'],
] as const;

let sequence = 0;
export const unique = () =>
  `${Date.now().toString(36)}${(sequence++).toString(36)}${randomUUID().slice(0, 4)}`;
export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

export const DEFAULT_PASSWORD = 'motdepasse-test';
let defaultHash: Promise<string> | undefined;
/** Hashed once per process: argon2 is deliberately slow. */
export const defaultPasswordHash = () => (defaultHash ??= hashPassword(DEFAULT_PASSWORD));

export interface UserFactoryInput {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  agencyId?: string | null;
  isBoss?: boolean;
  status?: 'pending' | 'active' | 'rejected' | 'removed';
  permissions?: Permission[];
  /** Whether the owner confirmed the address (true unless a test says otherwise). */
  emailVerified?: boolean;
}

export async function createUser(db: DbOrTx, input: UserFactoryInput = {}) {
  const passwordHash =
    input.password && input.password !== DEFAULT_PASSWORD
      ? await hashPassword(input.password)
      : await defaultPasswordHash();
  const firstName = input.firstName ?? pick(FIRST_NAMES);
  const lastName = input.lastName ?? pick(LAST_NAMES);
  const ascii = (s: string) => s.normalize('NFD').replace(/[^A-Za-z]/g, '');
  const email = (
    input.email ?? `${ascii(firstName)}.${ascii(lastName)}.${unique()}@exemple.fr`
  ).toLowerCase();
  const emailVerifiedAt = input.emailVerified === false ? null : new Date();
  const [user] = await db.insert(users).values({ email, passwordHash, emailVerifiedAt }).returning();
  const [profile] = await db
    .insert(profiles)
    .values({
      id: user!.id,
      firstName,
      lastName,
      phone: '06 12 34 56 78',
      agencyId: input.agencyId ?? null,
      isBoss: input.isBoss ?? false,
      status: input.status ?? (input.agencyId ? 'active' : 'pending'),
      permissions: input.permissions ?? [],
    })
    .returning();
  return { user: user!, profile: profile!, password: input.password ?? DEFAULT_PASSWORD };
}

export async function createAgency(
  db: DbOrTx,
  input: { ownerId?: string | null; name?: string; subscription?: PlanId | null } = {},
) {
  const [city, zip] = pick(CITIES);
  const plan = input.subscription === undefined ? 'pro' : input.subscription;
  const [agency] = await db
    .insert(agencies)
    .values({
      name: input.name ?? `Agence ${pick(LAST_NAMES)} Immobilier ${unique()}`,
      address: `${Math.ceil(Math.random() * 120)} rue de la République`,
      city,
      zip,
      code: newAgencyCode(),
      ownerId: input.ownerId ?? null,
      subscriptionStatus: plan ? 'active' : 'inactive',
      subscriptionPlan: plan,
    })
    .returning();
  return agency!;
}

/** What `npm run demo` does to the agency it creates: the demonstration agency, whose clocks may move. */
export async function makeDemoAgency(db: DbOrTx, agencyId: string) {
  await db.insert(agencyClocks).values({ agencyId }).onConflictDoNothing();
}

/** An agency with its head (boss, active), optionally paid for. */
export async function createAgencyWithBoss(
  db: DbOrTx,
  input: { subscription?: PlanId | null; email?: string } = {},
) {
  const agency = await createAgency(db, { subscription: input.subscription });
  const boss = await createUser(db, {
    agencyId: agency.id,
    isBoss: true,
    status: 'active',
    email: input.email,
  });
  await db.update(agencies).set({ ownerId: boss.user.id }).where(eq(agencies.id, agency.id));
  return { agency: { ...agency, ownerId: boss.user.id }, boss };
}

const PROPERTY_KINDS = [
  'Appartement T2',
  'Appartement T3',
  'Maison familiale',
  'Studio meublé',
  'Loft',
  'Duplex',
];
const STREETS = [
  'rue Victor Hugo',
  'avenue Jean Jaurès',
  'boulevard Gambetta',
  'rue de la Paix',
  'quai Saint-Antoine',
];

/** A property row of the given agency (no photo); French-looking, unique name. */
export function propertyValues(agencyId: string, input: Partial<typeof properties.$inferInsert> = {}) {
  const [city, zip] = pick(CITIES);
  const type = input.type ?? pick(['Vente', 'Location'] as const);
  return {
    agencyId,
    name: `${pick(PROPERTY_KINDS)} ${unique()}`,
    price:
      type === 'Location'
        ? 400 + Math.floor(Math.random() * 2000)
        : 80_000 + Math.floor(Math.random() * 900_000),
    type,
    address: `${Math.ceil(Math.random() * 150)} ${pick(STREETS)}`,
    city,
    zip,
    description: 'Lumineux, proche des commerces et des transports.',
    status: 'Disponible' as const,
    ...input,
  };
}

export async function createProperty(
  db: DbOrTx,
  agencyId: string,
  input: Partial<typeof properties.$inferInsert> = {},
) {
  const [row] = await db.insert(properties).values(propertyValues(agencyId, input)).returning();
  return row!;
}

export async function createHistoryEntry(
  db: DbOrTx,
  property: { id: string; agencyId: string; type: string },
  input: Partial<typeof propertyHistory.$inferInsert> = {},
) {
  const [row] = await db
    .insert(propertyHistory)
    .values({
      agencyId: property.agencyId,
      propertyId: property.id,
      type: property.type === 'Location' ? 'check-in-out' : 'visit',
      date: '2026-03-14',
      description: 'Visite avec le client, retours positifs.',
      clientName: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      ...input,
    })
    .returning();
  return row!;
}

export interface ClientFactoryInput {
  fullName?: string;
  firstName?: string;
  email?: string;
  phone?: string | null;
  clientScore?: number | null;
  notes?: string | null;
  createdAt?: Date;
}

/** A client of the agency, with a French name, a unique e-mail and phone_digits kept in step. */
export async function createClient(db: DbOrTx, agencyId: string, input: ClientFactoryInput = {}) {
  const firstName = input.firstName ?? pick(FIRST_NAMES);
  const lastName = pick(LAST_NAMES);
  const ascii = (s: string) => s.normalize('NFD').replace(/[^A-Za-z]/g, '');
  const phone =
    input.phone === undefined
      ? `06 ${Array.from({ length: 4 }, () => String(Math.floor(Math.random() * 100)).padStart(2, '0')).join(' ')}`
      : input.phone;
  const [client] = await db
    .insert(clients)
    .values({
      agencyId,
      fullName: input.fullName ?? `${firstName} ${lastName}`,
      firstName,
      email: (input.email ?? `${ascii(firstName)}.${ascii(lastName)}.${unique()}@client.fr`).toLowerCase(),
      phone,
      phoneDigits: phone ? normalizePhoneDigits(phone) : null,
      clientScore: input.clientScore ?? null,
      notes: input.notes ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  return client!;
}
