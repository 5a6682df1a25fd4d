import type { OutboxMailList } from '@immopilote/contracts';
import type { UserScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { latestOutboxMail } from '../../integrations/mail/outbox.repo';

const OUTBOX_SHOWN = 50;

/**
 * The e-mails kept when no SMTP server is configured, newest first. They hold password-reset
 * links for every agency's users, so only the platform administrator reads them (`guard.admin`).
 */
export async function latestOutbox(deps: AppDeps, _scope: UserScope): Promise<OutboxMailList> {
  const rows = await latestOutboxMail(deps.db, OUTBOX_SHOWN);
  return {
    items: rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}
