import { agencyMessages, PRODUCT_NAME } from '@immopilote/contracts';
import { escapeHtml } from '../../integrations/mail/escape-html';

export type MemberMailKind = 'accepted' | 'rejected' | 'removed' | 'headship';

/** The e-mail a member receives when the head decides about them (accepted, rejected, removed, new head). */
export function memberMail(
  kind: MemberMailKind,
  { firstName, agencyName, publicUrl }: { firstName: string; agencyName: string; publicUrl: string },
) {
  const body: Record<MemberMailKind, { subject: string; lines: string[]; link: string; label: string }> = {
    accepted: {
      subject: agencyMessages.acceptedMailSubject,
      lines: [
        `Le chef d’agence de « ${agencyName} » a accepté votre demande.`,
        'Vous pouvez dès maintenant accéder à votre espace.',
      ],
      link: `${publicUrl}/dashboard`,
      label: 'Accéder au tableau de bord',
    },
    rejected: {
      subject: agencyMessages.rejectedMailSubject,
      lines: [
        `Le chef d’agence de « ${agencyName} » a refusé votre demande.`,
        'Vous pouvez rejoindre une autre agence avec son code, ou créer la vôtre.',
      ],
      link: `${publicUrl}/join-agency`,
      label: 'Rejoindre ou créer une agence',
    },
    removed: {
      subject: agencyMessages.removedMailSubject,
      lines: [
        `Le chef d’agence de « ${agencyName} » vous a retiré de l’agence.`,
        'Vous pouvez rejoindre une autre agence avec son code, ou créer la vôtre.',
      ],
      link: `${publicUrl}/join-agency`,
      label: 'Rejoindre ou créer une agence',
    },
    headship: {
      subject: agencyMessages.headshipMailSubject,
      lines: [
        `Vous êtes désormais chef d’agence de « ${agencyName} ».`,
        'Vous gérez les membres, leurs permissions et l’abonnement depuis « Mon agence ».',
      ],
      link: `${publicUrl}/agency-settings`,
      label: 'Ouvrir « Mon agence »',
    },
  };
  const { subject, lines, link, label } = body[kind];
  const text = [
    `Bonjour ${firstName},`,
    '',
    ...lines,
    '',
    `${label} : ${link}`,
    '',
    `L’équipe ${PRODUCT_NAME}`,
  ].join('\n');
  const html = `<p>Bonjour ${escapeHtml(firstName)},</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${link}">${label}</a></p><p>L’équipe ${PRODUCT_NAME}</p>`;
  return { subject, text, html };
}
