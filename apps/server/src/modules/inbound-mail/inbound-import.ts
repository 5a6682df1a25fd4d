import { randomUUID } from 'node:crypto';
import { inboundMailMessages, type LeadChannel } from '@immopilote/contracts';
import type { AppDeps } from '../../deps';
import type { JobQueue } from '../../jobs/job';
import { storeFilesThenWrite } from '../../storage/stored-files';
import { objectKey } from '../../storage/storage';
import { RAW_MESSAGE_BUCKET, receiveLead } from '../leads/leads.service';
import { findMessage, insertMessage, linkMessageToLead } from './inbound-mail.repo';
import { messageKey, readMail } from './mail-reader';
import { parseLeadMail } from './parsers';

/** A message above this is not read whole (IMAP, webhook, .eml import alike). */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export interface ImportOutcome {
  /** `duplicate`: this Message-ID was already imported (or is being imported by another reader). */
  status: 'imported' | 'duplicate';
  leadId: string | null;
}

/** Thrown inside the transaction when another reader stored the same Message-ID first. */
class AlreadyImported extends Error {}

/**
 * The deps `receiveLead` runs with inside our transaction: the jobs it enqueues (the assignee's
 * notice) wait until the lead has committed, so that no job runs for a lead that a rollback undid
 * or that another connection cannot see yet. `flush` enqueues them.
 */
function deferringJobs(deps: AppDeps): { deps: AppDeps; flush(): Promise<void> } {
  const waiting: (() => Promise<void>)[] = [];
  const jobs: JobQueue = {
    backend: deps.jobs.backend,
    enqueue: async (job, payload, options) => {
      waiting.push(() => deps.jobs.enqueue(job, payload, options));
    },
    start: (d, log) => deps.jobs.start(d, log),
    stop: (options) => deps.jobs.stop(options),
    runUntilIdle: () => deps.jobs.runUntilIdle(),
  };
  return {
    deps: { ...deps, jobs },
    async flush() {
      for (const enqueue of waiting.splice(0)) await enqueue();
    },
  };
}

/**
 * The one pipeline every inbound message takes (issue 29), whatever way it came in: the raw
 * message read with mailparser, keyed by its Message-ID (or the digest of its bytes), kept in
 * storage, read by the parser of its sender (or as a generic lead), handed to `receiveLead`, and
 * recorded. The row, the lead and the raw file commit together or not at all: a failure leaves
 * nothing behind, so the caller may try again (IMAP leaves the message unread), and a message
 * already imported is not imported twice. Runs bound to the agency.
 */
export async function importRawMessage(
  deps: AppDeps,
  { agencyId, channel, raw }: { agencyId: string; channel: LeadChannel; raw: Buffer },
): Promise<ImportOutcome> {
  const mail = await readMail(raw);
  const known = await findMessage(deps.db, agencyId, mail.messageId);
  if (known) return { status: 'duplicate', leadId: known.leadId };
  const lead = parseLeadMail(mail.view);
  const id = randomUUID();
  const rawKey = objectKey(agencyId, id, 'message.eml');
  const later = deferringJobs(deps);
  try {
    const leadId = await storeFilesThenWrite(
      deps,
      [{ bucket: RAW_MESSAGE_BUCKET, key: rawKey, body: raw, contentType: 'message/rfc822' }],
      async (tx) => {
        const fresh = await insertMessage(tx, agencyId, {
          id,
          messageId: mail.messageId,
          channel,
          fromAddress: mail.view.fromAddress,
          subject: mail.view.subject.slice(0, 998) || null,
          rawKey,
          sizeBytes: raw.length,
          status: 'importe',
          error: null,
          receivedAt: new Date(),
        });
        if (!fresh) throw new AlreadyImported();
        const received = await receiveLead(
          later.deps,
          {
            agencyId,
            lead: {
              ...lead,
              channel,
              // A portal's e-mail carries no consent to be contacted: the visitor wrote to the agency.
              consentGiven: false,
              consentText: null,
              rawKey,
            },
          },
          tx,
        );
        await linkMessageToLead(tx, agencyId, id, received.id);
        return received.id;
      },
    );
    await later.flush();
    return { status: 'imported', leadId };
  } catch (err) {
    if (!(err instanceof AlreadyImported)) throw err;
    const known = await findMessage(deps.db, agencyId, mail.messageId);
    return { status: 'duplicate', leadId: known?.leadId ?? null };
  }
}

/**
 * A message too large to read whole (IMAP only: the webhook and the import refuse it): a lead
 * from its envelope (sender, subject) says so, and the row records the failure for the head. The
 * message itself stays in the mailbox.
 */
export async function importOversizedMessage(
  deps: AppDeps,
  {
    agencyId,
    messageId,
    from,
    subject,
    sizeBytes,
  }: {
    agencyId: string;
    messageId: string | undefined;
    from: { address: string | null; name: string | null };
    subject: string;
    sizeBytes: number;
  },
): Promise<ImportOutcome> {
  const key = messageKey(messageId, Buffer.from(`${from.address}\u0000${subject}\u0000${sizeBytes}`));
  const known = await findMessage(deps.db, agencyId, key);
  if (known) return { status: 'duplicate', leadId: known.leadId };
  const note = inboundMailMessages.tooLargeLead(Math.ceil(sizeBytes / (1024 * 1024)));
  const parsed = parseLeadMail({
    fromAddress: from.address,
    fromName: from.name,
    replyToAddress: null,
    replyToName: null,
    subject,
    text: note,
  });
  const id = randomUUID();
  const later = deferringJobs(deps);
  const leadId = await deps.db.transaction(async (tx) => {
    const fresh = await insertMessage(tx, agencyId, {
      id,
      messageId: key,
      channel: 'imap',
      fromAddress: from.address,
      subject: subject.slice(0, 998) || null,
      rawKey: null,
      sizeBytes,
      status: 'echec',
      error: note,
      receivedAt: new Date(),
    });
    if (!fresh) return null;
    const received = await receiveLead(
      later.deps,
      {
        agencyId,
        lead: { ...parsed, source: 'email', channel: 'imap', consentGiven: false, consentText: null },
      },
      tx,
    );
    await linkMessageToLead(tx, agencyId, id, received.id);
    return received.id;
  });
  await later.flush();
  return leadId ? { status: 'imported', leadId } : { status: 'duplicate', leadId: null };
}
