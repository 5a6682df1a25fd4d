import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { hashToken, newToken } from '../../auth/tokens';
import type { AppDeps } from '../../deps';
import type { MailAttachment } from '../../integrations/mail/mailer';
import { PHOTO_BUCKET } from '../properties/properties.service';
import { type AlertMailListing, alertMail } from './alert-mail';
import * as repo from './prospecting.repo';

/** A cover photo as JPEG, which every mail client shows (the stored thumbnails are WebP). */
async function coverJpeg(deps: AppDeps, key: string): Promise<Buffer | null> {
  const object = await deps.storage.get(PHOTO_BUCKET, key);
  if (!object) return null;
  return sharp(await buffer(object.body))
    .resize({ width: 560, withoutEnlargement: true })
    .jpeg({ quality: 78 })
    .toBuffer();
}

type Listing = Awaited<ReturnType<typeof repo.mailListings>>[number];

async function renderListings(deps: AppDeps, listings: Listing[], tokens: Map<string, string>) {
  const base = deps.config.publicUrl;
  const attachments: MailAttachment[] = [];
  const rendered: AlertMailListing[] = [];
  for (const [i, l] of listings.entries()) {
    const token = tokens.get(l.proposalId)!;
    const photo = l.thumbKey ? await coverJpeg(deps, l.thumbKey) : null;
    const cid = photo ? `bien-${i + 1}@immopilote` : null;
    if (photo && cid) {
      attachments.push({ filename: `bien-${i + 1}.jpg`, contentType: 'image/jpeg', content: photo, cid });
    }
    rendered.push({
      ...l,
      photoCid: cid,
      pageUrl: null,
      interestedUrl: `${base}/proposition/${token}?reponse=interesse`,
      notForMeUrl: `${base}/proposition/${token}?reponse=pas_interesse`,
    });
  }
  return { rendered, attachments };
}

/**
 * The mail job's work: renders recorded e-mails of listings as of now and sends them, one by one,
 * each marked sent as it leaves (a retry sends only the others). The links' tokens are minted here
 * and only their hashes stored, so no secret waits in the queue; a retry mints new ones for the
 * e-mails that did not leave. Consent is checked again when the e-mails leave: an e-mail whose
 * client withdrew it since is removed with its proposals, unsent.
 */
export async function sendProposalMails(
  deps: AppDeps,
  { agencyId, mailIds }: { agencyId: string; mailIds: readonly string[] },
) {
  const mails = await repo.unsentMails(deps.db, agencyId, mailIds);
  const sendable = mails.filter((m) => m.consent && m.email);
  await repo.deleteMails(
    deps.db,
    agencyId,
    mails.filter((m) => !sendable.includes(m)).map((m) => m.id),
  );
  if (sendable.length === 0) return;
  const [agency, listings] = await Promise.all([
    repo.agencyContact(deps.db, agencyId),
    repo.mailListings(
      deps.db,
      agencyId,
      sendable.map((m) => m.id),
    ),
  ]);
  if (!agency) return;

  const mailTokens = new Map(sendable.map((m) => [m.id, newToken()]));
  const proposalTokens = new Map(listings.map((l) => [l.proposalId, newToken()]));
  await deps.db.transaction((tx) =>
    repo.setLinkTokens(
      tx,
      agencyId,
      [...mailTokens].map(([id, token]) => ({ id, hash: hashToken(token) })),
      [...proposalTokens].map(([id, token]) => ({ id, hash: hashToken(token) })),
    ),
  );
  const base = deps.config.publicUrl;
  for (const mail of sendable) {
    const own = listings.filter((l) => l.mailId === mail.id);
    if (own.length === 0) continue;
    const { rendered, attachments } = await renderListings(deps, own, proposalTokens);
    const token = mailTokens.get(mail.id)!;
    const message = alertMail({
      firstName: mail.firstName,
      agency,
      listings: rendered,
      unsubscribePageUrl: `${base}/desinscription/${token}`,
      unsubscribePostUrl: `${base}/api/alerts/${token}/unsubscribe`,
    });
    await deps.mailer.send({ to: mail.email, ...message, ...(attachments.length ? { attachments } : {}) });
    await repo.markMailSent(deps.db, agencyId, mail.id);
  }
}
