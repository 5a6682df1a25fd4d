import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storageIdentity } from './storage-identity.schema';

/** Names `token`'s folder as the database's unless one is named already; returns the one named. */
export async function claimStorageIdentity(db: Db, token: string, root: string) {
  await db.insert(storageIdentity).values({ id: 1, token, root }).onConflictDoNothing();
  const [known] = await db.select().from(storageIdentity).where(eq(storageIdentity.id, 1));
  return known ?? null;
}
