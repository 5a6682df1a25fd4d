import { agencyMessages, PRODUCT_NAME } from '@immopilote/contracts';
import { escapeHtml } from '../../integrations/mail/escape-html';

interface Mail {
  subject: string;
  text: string;
  html: string;
}

function compose(subject: string, greeting: string, lines: string[], link: string, label: string): Mail {
  const text = [greeting, '', ...lines, '', `${label}\u00a0: ${link}`, '', `L’équipe ${PRODUCT_NAME}`].join(
    '\n',
  );
  const html = `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(label)}</a></p><p>L’équipe ${PRODUCT_NAME}</p>`;
  return { subject, text, html };
}

/** To the head: someone asks to join; the decision (and the permissions) wait in « Mon agence ». */
export function joinRequestMail({
  headFirstName,
  requester,
  agencyName,
  publicUrl,
}: {
  headFirstName: string;
  requester: { firstName: string; lastName: string; email: string };
  agencyName: string;
  publicUrl: string;
}): Mail {
  return compose(
    agencyMessages.joinRequestMailSubject,
    `Bonjour ${headFirstName},`,
    [
      `${requester.firstName} ${requester.lastName} (${requester.email}) demande à rejoindre «\u00a0${agencyName}\u00a0».`,
      'Acceptez ou refusez sa demande, et choisissez ses permissions, depuis «\u00a0Mon agence\u00a0».',
    ],
    `${publicUrl}/agency-settings?onglet=membres`,
    'Examiner la demande',
  );
}

/**
 * To the invited address: the link opens the join tab of /signup with the code and the address
 * filled in, and carries the token the sign-up sends back.
 */
export function invitationMail({
  firstName,
  headName,
  agencyName,
  link,
  expiresOn,
}: {
  firstName: string | null;
  headName: string;
  agencyName: string;
  link: string;
  expiresOn: string;
}): Mail {
  return compose(
    agencyMessages.invitationMailSubject(agencyName),
    firstName ? `Bonjour ${firstName},` : 'Bonjour,',
    [
      `${headName} vous invite à rejoindre l’agence «\u00a0${agencyName}\u00a0» sur ${PRODUCT_NAME}.`,
      'Créez votre compte avec ce lien\u00a0: le code de l’agence et votre e-mail sont déjà remplis. Votre chef d’agence validera ensuite votre demande.',
      `Ce lien est valable jusqu’au ${expiresOn} et ne sert qu’une fois.`,
    ],
    link,
    'Créer mon compte',
  );
}
