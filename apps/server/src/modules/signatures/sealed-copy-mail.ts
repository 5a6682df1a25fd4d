import { signatureMessages as m } from '@immopilote/contracts';
import { downloadNamePart } from '../../files/download-name';
import type { AppDeps } from '../../deps';
import { maskEmail, readStored } from './signature-steps';
import * as repo from './signatures.repo';

/** One party's copy of the sealed PDF, drawn from storage when the job runs (not carried in the queue). */
export async function mailSealedCopy(
  deps: AppDeps,
  payload: { agencyId: string; requestId: string; to: string },
): Promise<void> {
  const request = await repo.findRequest(deps.db, payload.agencyId, payload.requestId);
  if (request?.status !== 'completed' || !request.sealedKey || !request.sealedSha256) return;
  const sealed = await readStored(deps, request.sealedKey);
  if (!sealed) throw new Error(`sealed PDF ${request.sealedKey} missing`);
  await deps.mailer.send({
    to: payload.to,
    subject: m.mail.completedSubject(request.title),
    text: m.mail.completedText({
      title: request.title,
      agencyName: request.agencyName,
      requestId: request.id,
      sha256: request.sealedSha256,
    }),
    attachments: [
      {
        filename: `${downloadNamePart(request.title, 'document')}-signe.pdf`,
        contentType: 'application/pdf',
        content: sealed,
      },
    ],
  });
  await repo.insertEvent(deps.db, payload.agencyId, {
    requestId: request.id,
    kind: 'parties_mailed',
    ip: null,
    userAgent: null,
    detail: { to: maskEmail(payload.to) },
  });
}
