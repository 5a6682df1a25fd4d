import { formatInvoiceAmount, formatLongDate, rentMessages } from '@immopilote/contracts';
import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { ensureReceiptPdf } from './receipts.service';
import { ensureCallPdf } from './rent-calls.documents';
import { markCallSent } from './rent-calls.repo';
import { mandataryOf, monthLabel, RENT_CALL_BUCKET, RENT_RECEIPT_BUCKET, readStored } from './rent-documents';

const m = rentMessages;

/**
 * A rent call or a receipt e-mailed to a tenant who consented, its stored PDF attached (read when
 * the job runs, not carried in the payload); retried like every e-mail.
 */
export const rentMailJob = defineJob({
  name: 'rent-mail',
  payload: z.object({
    agencyId: z.uuid(),
    document: z.enum(['call', 'receipt']),
    id: z.uuid(),
    to: z.email(),
  }),
  retry: { limit: 5, delaySeconds: 60 },
  agencyOf: (payload) => payload.agencyId,
  async run(deps, { agencyId, document, id, to }) {
    const agency = (await mandataryOf(deps, agencyId)).name;
    if (document === 'call') {
      const { row, key } = await ensureCallPdf(deps, agencyId, id);
      const pdf = await readStored(deps, RENT_CALL_BUCKET, key);
      if (!pdf) return;
      const month = monthLabel(row.period);
      await deps.mailer.send({
        to,
        subject: m.mail.callSubject(month),
        text: m.mail.callBody(month, formatInvoiceAmount(row.totalCents), formatLongDate(row.dueOn), agency),
        attachments: [
          {
            filename: m.pdf.callFileName(row.period.slice(0, 7)),
            contentType: 'application/pdf',
            content: pdf,
          },
        ],
      });
      await markCallSent(deps.db, agencyId, id);
      return;
    }
    const { row, key } = await ensureReceiptPdf(deps, agencyId, id);
    const pdf = await readStored(deps, RENT_RECEIPT_BUCKET, key);
    if (!pdf) return;
    const month = monthLabel(row.period);
    await deps.mailer.send({
      to,
      subject: m.mail.receiptSubject(row.kind, month),
      text: m.mail.receiptBody(row.kind, month, agency),
      attachments: [
        {
          filename: m.pdf.receiptFileName(row.kind, row.period.slice(0, 7)),
          contentType: 'application/pdf',
          content: pdf,
        },
      ],
    });
  },
});
