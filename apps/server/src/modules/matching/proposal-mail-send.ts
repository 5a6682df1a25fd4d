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

/**
 * The mail job's work: renders one recorded e-mail of listings as of now and sends it. The links'
 * tokens are minted here and only their hashes stored, so no secret waits in the queue; a retry
 * mints new ones (the failed attempt's e-mail never left). Consent is checked again at the moment
 * the e-mail leaves: one withdrawn since the proposal removes the e-mail and its proposals.
 */
export async function sendProposalMail(
  deps: AppDeps,
  { agencyId, mailId }: { agencyId: string; mailId: string },
) {
  const mail = await repo.findMail(deps.db, agencyId, mailId);
  if (!mail || mail.sentAt) return;
  if (!mail.consent || !mail.email) {
    await repo.deleteMail(deps.db, agencyId, mailId);
    return;
  }
  const [agency, listings] = await Promise.all([
    repo.agencyContact(deps.db, agencyId),
    repo.mailListings(deps.db, agencyId, mailId),
  ]);
  if (!agency || listings.length === 0) return;

  const base = deps.config.publicUrl;
  const mailToken = newToken();
  const proposalTokens = listings.map((l) => ({ id: l.proposalId, token: newToken() }));
  const attachments: MailAttachment[] = [];
  const rendered: AlertMailListing[] = [];
  for (const [i, l] of listings.entries()) {
    const token = proposalTokens[i]!.token;
    const photo = l.thumbKey ? await coverJpeg(deps, l.thumbKey) : null;
    const cid = photo ? `bien-${i + 1}@immopilote` : null;
    if (photo && cid)
      attachments.push({ filename: `bien-${i + 1}.jpg`, contentType: 'image/jpeg', content: photo, cid });
    rendered.push({
      ...l,
      photoCid: cid,
      pageUrl: null,
      interestedUrl: `${base}/proposition/${token}?reponse=interesse`,
      notForMeUrl: `${base}/proposition/${token}?reponse=pas_interesse`,
    });
  }
  const message = alertMail({
    firstName: mail.firstName,
    agency,
    listings: rendered,
    unsubscribePageUrl: `${base}/desinscription/${mailToken}`,
    unsubscribePostUrl: `${base}/api/alerts/${mailToken}/unsubscribe`,
  });
  await deps.db.transaction((tx) =>
    repo.setMailTokens(
      tx,
      agencyId,
      mailId,
      hashToken(mailToken),
      proposalTokens.map((p) => ({ id: p.id, hash: hashToken(p.token) })),
    ),
  );
  await deps.mailer.send({ to: mail.email, ...message, ...(attachments.length ? { attachments } : {}) });
  await repo.markMailSent(deps.db, agencyId, mailId);
}
