import { billingMessages, formatLongDate, PRODUCT_NAME } from '@immopilote/contracts';

export type BillingMailKind = 'payment-failed' | 'cancelling' | 'read-only' | 'deleted';

/** The head's e-mails at each step of the lifecycle (issue 11), with the link that helps. */
export function billingMail(
  kind: BillingMailKind,
  input: { firstName: string; agencyName: string; date: Date | null; manageLink: string },
) {
  const date = input.date ? formatLongDate(input.date) : '';
  const m = billingMessages.mail;
  const [subject, body] =
    kind === 'payment-failed'
      ? [m.paymentFailedSubject, m.paymentFailed(date)]
      : kind === 'cancelling'
        ? [m.cancellingSubject, m.cancelling(date)]
        : kind === 'read-only'
          ? [m.readOnlySubject, m.readOnly(date)]
          : [m.deletedSubject, m.deleted(input.agencyName)];
  const lines = [`Bonjour ${input.firstName},`, '', body];
  if (kind !== 'deleted') lines.push('', input.manageLink);
  lines.push('', `L’équipe ${PRODUCT_NAME}`);
  return { subject, text: lines.join('\n') };
}
