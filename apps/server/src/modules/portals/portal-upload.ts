import { parisInstantOfWall, parisWall, portalsMessages as m } from '@immopilote/contracts';
import { secretBoxOf } from '../../auth/secret-box';
import type { AppDeps } from '../../deps';
import { whileBeating } from '../../jobs/heartbeat';
import type { JobLogger } from '../../jobs/job';
import {
  exportFileName,
  portalFeedSelection,
  writePortalFeedZip,
} from '../portal-export/portal-export-build';
import { type FtpTarget, FtpUploadError, ftpFailure, uploadStreamed } from './ftp-upload';
import * as repo from './portals.repo';

/** The sealed password's context: a value copied to another connection's row does not open. */
export const portalPasswordContext = (connectionId: string) => `portal:${connectionId}`;

/**
 * « Annule et remplace »: each upload replaces the portal's whole feed. One that would take away
 * everything the portal holds, or more than half of it, waits for the head's confirmation; the
 * answer is the French explanation, or null when the upload may go. « Held » is what the last
 * upload the portal accepted carried (portal_connections.held_count); what goes is held − sent.
 */
export function guardVerdict(held: number, sent: number): string | null {
  if (held === 0) return null;
  if (sent === 0) return m.guardEverything(held);
  if (held - sent > held / 2) return m.guardMoreThanHalf(sent, held);
  return null;
}

/** The nightly upload leaves after this hour, Paris time (portals read their drops in the early morning). */
export const NIGHTLY_HOUR = 2;
const DAY_MS = 86_400_000;

/** Today's NIGHTLY_HOUR in Paris, as an instant. */
export function nightlyStart(now: Date): Date {
  const wall = parisWall(now.getTime());
  return new Date(parisInstantOfWall(Math.floor(wall / DAY_MS) * DAY_MS + NIGHTLY_HOUR * 3_600_000));
}

/**
 * The publish job: builds the connection's feed (the listings that chose this portal and that a
 * person could publish, the others listed with their reasons), applies the guard, then streams the
 * ZIP to the portal's FTP. A failure is written in French on the upload; the next hourly pass tries
 * again.
 */
export async function runPortalUpload(
  deps: AppDeps,
  { agencyId, uploadId }: { agencyId: string; uploadId: string },
  log: JobLogger,
): Promise<void> {
  const upload = await repo.findUpload(deps.db, agencyId, uploadId);
  if (upload?.status !== 'pending') return;
  const connection = await repo.findConnection(deps.db, agencyId, upload.connectionId);
  if (!connection) return;
  const started = await repo.moveUpload(deps.db, agencyId, uploadId, ['pending'], { status: 'running' });
  if (!started) return;
  await whileBeating(
    deps.config.staleJobMs,
    () => repo.touchUpload(deps.db, agencyId, uploadId),
    () => publish(deps, connection, started, log),
    (err) => log.error({ err, agencyId }, 'portal upload heartbeat not saved'),
  );
}

async function publish(
  deps: AppDeps,
  connection: repo.PortalConnectionRow,
  upload: repo.PortalUploadRow,
  log: JobLogger,
) {
  const { agencyId } = connection;
  const held = connection.heldCount;
  let sent = 0;
  let excluded: repo.PortalUploadRow['excluded'] = [];
  try {
    const chosen = await repo.propertiesOfPortal(deps.db, agencyId, connection.portal);
    const selection = await portalFeedSelection(deps, { agencyId, userId: upload.requestedBy }, (id) =>
      chosen.has(id),
    );
    sent = selection.ready.length;
    excluded = selection.excluded;
    const verdict = upload.trigger === 'confirmed' ? null : guardVerdict(held, sent);
    if (verdict) {
      await repo.moveUpload(deps.db, agencyId, upload.id, ['running'], {
        status: 'needs_confirmation',
        sent,
        heldBefore: held,
        excluded,
        error: verdict,
        finished: true,
      });
      return;
    }
    const target: FtpTarget = {
      protocol: connection.protocol,
      host: connection.host,
      port: connection.port,
      username: connection.username,
      password: secretBoxOf(deps.config).open(
        connection.passwordSealed,
        portalPasswordContext(connection.id),
      ),
      folder: connection.folder,
    };
    const fileName = exportFileName(connection.portalAgencyId);
    const bytes = await uploadStreamed(target, fileName, (out) =>
      writePortalFeedZip(deps, selection, connection.portalAgencyId, out),
    );
    await deps.db.transaction(async (tx) => {
      await repo.moveUpload(tx, agencyId, upload.id, ['running'], {
        status: 'sent',
        sent,
        heldBefore: held,
        excluded,
        error: null,
        fileName,
        bytes,
        finished: true,
      });
      await repo.setHeldCount(tx, agencyId, connection.id, sent);
    });
  } catch (err) {
    const failure = err instanceof FtpUploadError ? err : ftpFailure(err, connection);
    // The kind and the code only: the server's text may echo the user, and the password is never logged.
    log.warn(
      { agencyId, connectionId: connection.id, portal: connection.portal, kind: failure.kind },
      'portal upload failed',
    );
    if (!(err instanceof FtpUploadError))
      log.error({ err: String((err as Error)?.name) }, 'portal upload error');
    await repo.moveUpload(deps.db, agencyId, upload.id, ['running'], {
      status: 'failed',
      sent,
      heldBefore: held,
      excluded,
      error: failure.userMessage,
      finished: true,
    });
  }
}
