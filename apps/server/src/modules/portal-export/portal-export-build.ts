import { PassThrough, Readable, type Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { type PortalExportExclusion, parisToday, publicationGaps } from '@immopilote/contracts';
import { scopeActingFor } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { portalJpeg, portalJpegStream } from '../../files/images';
import { ZipStream } from '../../files/zip-stream';
import { whileBeating } from '../../jobs/heartbeat';
import type { JobLogger } from '../../jobs/job';
import { objectKey } from '../../storage/storage';
import { removeStoredFiles, storeFilesThenWrite } from '../../storage/stored-files';
import { agencyFeeScale, agencyPolirisId } from '../agency/agency.service';
import { transactionMandatesInForce } from '../mandates/mandates.service';
import { negotiationBlockedMessage, negotiationBlocks } from '../negotiation/negotiation';
import { personalDataRedactor } from '../privacy/privacy.service';
import { activePortfolio, PHOTO_BUCKET, type PortfolioListing } from '../properties/properties.service';
import {
  annoncesCsv,
  configTxt,
  type PolirisMandate,
  photoBaseName,
  type PolirisListing,
  photosCfg,
} from './poliris';
import * as repo from './portal-export.repo';

export const EXPORT_BUCKET = 'portal-exports' as const;

const APPLICATION = 'ImmoPilote / 1.0';

/** `<NomDuLogiciel>_<IdentifiantAgence>.zip`, the name the FTP drop expects. */
export const exportFileName = (polirisAgencyId: string) => `immopilote_${polirisAgencyId}.zip`;

/** Why a listing of the active portfolio cannot go to the portals (`publicationGaps`); empty when it can. */
function exclusionReasons(
  listing: PortfolioListing,
  hasMandate: boolean,
  feeScaleUrl: string | null,
  today: string,
): string[] {
  return publicationGaps(
    {
      ...listing.facts,
      type: listing.type,
      zip: listing.zip,
      agencyFeeScaleUrl: feeScaleUrl,
      description: listing.description,
      hasMandate,
    },
    today,
  ).map((g) => g.label);
}

/**
 * The export job (issue 12, item 6): every active listing is checked (publicationGaps: the legal
 * facts, a description, a transaction mandate in force); complete ones go into Annonces.csv with their photos, the others
 * are listed with their reasons. Progress is written per listing for the page that polls it. The
 * ZIP is stored under the agency's prefix, then the row is marked done and older exports go.
 */
export async function runPortalExport(
  deps: AppDeps,
  { agencyId, exportId, requestedBy }: { agencyId: string; exportId: string; requestedBy: string },
  log: JobLogger,
): Promise<void> {
  const existing = await repo.findExport(deps.db, agencyId, exportId);
  if (!existing || existing.status === 'done') return;
  // Resumed after a crash or retried: unless a newer export replaced it meanwhile.
  if ((await repo.latestExport(deps.db, agencyId))?.id !== exportId) return;
  await whileBeating(
    deps.config.staleJobMs,
    () => repo.touchExport(deps.db, agencyId, exportId),
    () => buildPortalExport(deps, { agencyId, exportId, requestedBy }),
    (err) => log.error({ err, agencyId }, 'portal export heartbeat not saved'),
  );
}

async function buildPortalExport(
  deps: AppDeps,
  { agencyId, exportId, requestedBy }: { agencyId: string; exportId: string; requestedBy: string },
) {
  const scope = scopeActingFor({ agencyId, userId: requestedBy });
  try {
    const [portfolio, mandates, blocked, { feeScaleUrl }, { polirisAgencyId }] = await Promise.all([
      activePortfolio(deps, scope),
      transactionMandatesInForce(deps, scope),
      negotiationBlocks(deps.db, agencyId),
      agencyFeeScale(deps, scope),
      agencyPolirisId(deps, scope),
    ]);
    // Cleared by the head after the export started: no file rather than one the portal cannot
    // place, and no retry, which would find it missing again.
    if (!polirisAgencyId) {
      await repo.markFailed(deps.db, agencyId, exportId);
      return;
    }
    await repo.markRunning(deps.db, agencyId, exportId, portfolio.length);
    const redact = await personalDataRedactor(deps, agencyId);
    const today = parisToday();
    // The archive is small (JPEGs resized for the portals): written through the one ZIP writer into memory.
    const out = new PassThrough();
    const archive = buffer(out);
    const zip = new ZipStream(out);
    const listings: PolirisListing[] = [];
    const excluded: PortalExportExclusion[] = [];
    for (const [index, listing] of portfolio.entries()) {
      const mandate = mandates.get(listing.id) ?? null;
      const reasons = exclusionReasons(listing, mandate !== null, feeScaleUrl, today);
      // Loi Hamon: no publication on the portals while the mandator may retract.
      const blockedUntil = blocked.get(listing.id);
      if (blockedUntil) reasons.push(negotiationBlockedMessage(blockedUntil));
      if (reasons.length > 0) {
        excluded.push({ propertyId: listing.id, name: listing.name, reasons });
      } else {
        const photos: string[] = [];
        for (const key of listing.photoKeys) {
          const object = await deps.storage.get(PHOTO_BUCKET, key);
          if (!object) continue;
          const name = `${photoBaseName(listing.id)}-${photos.length + 1}.jpg`;
          await zip.addStream(name, Readable.from([await portalJpeg(await buffer(object.body))]));
          photos.push(name);
        }
        listings.push({
          agencyIdentifier: polirisAgencyId,
          id: listing.id,
          type: listing.type as PolirisListing['type'],
          name: listing.name,
          // The ad leaves the agency: no client's name, phone, e-mail, door code in its text.
          description: redact(listing.description),
          address: listing.address,
          zip: listing.zip,
          city: listing.city,
          price: listing.price,
          facts: listing.facts,
          mandate,
          feeScaleUrl: feeScaleUrl ?? '',
          photos,
        });
      }
      await repo.setProgress(deps.db, agencyId, exportId, index + 1);
    }
    // « Annule et remplace »: a file without a listing would take all of the agency's off the
    // portals, so none is made; the export lists why each listing was left out.
    const publishable = listings.length > 0;
    if (publishable) {
      await zip.addData('Annonces.csv', annoncesCsv(listings));
      await zip.addData('Config.txt', configTxt(APPLICATION));
      await zip.addData('Photos.cfg', photosCfg());
    }
    await zip.finish();
    const key = objectKey(agencyId, exportId, exportFileName(polirisAgencyId));
    const files = publishable
      ? [{ bucket: EXPORT_BUCKET, key, body: await archive, contentType: 'application/zip' }]
      : [];
    const oldKeys = await storeFilesThenWrite(deps, files, async (tx) => {
      await repo.markDone(tx, agencyId, exportId, {
        storageKey: publishable ? key : null,
        included: listings.length,
        excluded,
        done: portfolio.length,
      });
      // Only the latest export is kept: each one replaces the previous (« annule et remplace »).
      return repo.deleteOtherFinishedExports(tx, agencyId, exportId);
    });
    await removeStoredFiles(
      deps.storage,
      oldKeys.map((k) => ({ bucket: EXPORT_BUCKET, key: k })),
    );
  } catch (err) {
    await repo.markFailed(deps.db, agencyId, exportId);
    throw err;
  }
}

/** A listing a person could publish, with what its line needs (its photos are read when written). */
export interface FeedListing {
  listing: PortfolioListing;
  mandate: PolirisMandate | null;
}

/** What one feed carries and what it leaves out, with the reasons (the export's own rule). */
export interface FeedSelection {
  ready: FeedListing[];
  excluded: PortalExportExclusion[];
  feeScaleUrl: string | null;
  redact: (text: string) => string;
}

/**
 * The export's rule (publicationGaps, a transaction mandate in force, no loi Hamon block) on the
 * active listings `chosen` keeps: a portal's feed (issue 33) takes only the listings that chose it,
 * and leaves out, with the same French reasons, those a person could not publish.
 */
export async function portalFeedSelection(
  deps: AppDeps,
  scope: { agencyId: string; userId: string | null },
  chosen: (propertyId: string) => boolean,
): Promise<FeedSelection> {
  const memberScope = scopeActingFor({ agencyId: scope.agencyId, userId: scope.userId ?? '' });
  const [portfolio, mandates, blocked, { feeScaleUrl }] = await Promise.all([
    activePortfolio(deps, memberScope),
    transactionMandatesInForce(deps, memberScope),
    negotiationBlocks(deps.db, scope.agencyId),
    agencyFeeScale(deps, memberScope),
  ]);
  const redact = await personalDataRedactor(deps, scope.agencyId);
  const today = parisToday();
  const ready: FeedListing[] = [];
  const excluded: PortalExportExclusion[] = [];
  for (const listing of portfolio) {
    if (!chosen(listing.id)) continue;
    const mandate = mandates.get(listing.id) ?? null;
    const reasons = exclusionReasons(listing, mandate !== null, feeScaleUrl, today);
    const blockedUntil = blocked.get(listing.id);
    if (blockedUntil) reasons.push(negotiationBlockedMessage(blockedUntil));
    if (reasons.length > 0) excluded.push({ propertyId: listing.id, name: listing.name, reasons });
    else ready.push({ listing, mandate });
  }
  return { ready, excluded, feeScaleUrl, redact };
}

/**
 * Writes one feed's Poliris ZIP (Annonces.csv, Config.txt, Photos.cfg, the photos) to `out` as it
 * goes: each photo is read from storage as a stream and re-encoded as one, so neither the archive
 * nor the set of photos sits in memory. `agencyIdentifier` is the agency's identifier at that
 * portal (rank 1). Ends `out`.
 */
export async function writePortalFeedZip(
  deps: AppDeps,
  selection: FeedSelection,
  agencyIdentifier: string,
  out: Writable,
): Promise<void> {
  const zip = new ZipStream(out);
  const listings: PolirisListing[] = [];
  for (const { listing, mandate } of selection.ready) {
    const photos: string[] = [];
    for (const key of listing.photoKeys) {
      const object = await deps.storage.get(PHOTO_BUCKET, key);
      if (!object) continue;
      const name = `${photoBaseName(listing.id)}-${photos.length + 1}.jpg`;
      const jpeg = portalJpegStream();
      object.body.on('error', (err) => jpeg.destroy(err));
      await zip.addStream(name, object.body.pipe(jpeg));
      photos.push(name);
    }
    listings.push({
      agencyIdentifier,
      id: listing.id,
      type: listing.type as PolirisListing['type'],
      name: listing.name,
      description: selection.redact(listing.description),
      address: listing.address,
      zip: listing.zip,
      city: listing.city,
      price: listing.price,
      facts: listing.facts,
      mandate,
      feeScaleUrl: selection.feeScaleUrl ?? '',
      photos,
    });
  }
  await zip.addData('Annonces.csv', annoncesCsv(listings));
  await zip.addData('Config.txt', configTxt(APPLICATION));
  await zip.addData('Photos.cfg', photosCfg());
  await zip.finish();
}
