import { emailVerificationMessages as m } from '@immopilote/contracts';
import { escapeHtml } from '../../integrations/mail/escape-html';

export function verifyEmailMail(link: string) {
  const text = [m.mailIntro, '', m.mailBody, '', link, '', m.mailIgnore].join('\n');
  const html = `<p>${escapeHtml(m.mailIntro)}</p><p>${escapeHtml(m.mailBody)}</p><p><a href="${link}">${escapeHtml(m.mailLinkText)}</a></p><p>${escapeHtml(m.mailIgnore)}</p>`;
  return { subject: m.mailSubject, text, html };
}
