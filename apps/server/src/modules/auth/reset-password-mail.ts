import { authMessages, PRODUCT_NAME } from '@immopilote/contracts';

export function resetPasswordMail(link: string, ttlMs: number) {
  const minutes = Math.round(ttlMs / 60000);
  const text = [
    'Bonjour,',
    '',
    `Vous avez demandé à réinitialiser votre mot de passe ${PRODUCT_NAME}.`,
    `Cliquez sur le lien ci-dessous pour choisir un nouveau mot de passe (valable ${minutes} minutes, une seule fois) :`,
    '',
    link,
    '',
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  ].join('\n');
  const html = `<p>Bonjour,</p><p>Vous avez demandé à réinitialiser votre mot de passe ${PRODUCT_NAME}.</p><p><a href="${link}">Choisir un nouveau mot de passe</a> (valable ${minutes} minutes, une seule fois).</p><p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.</p>`;
  return { subject: authMessages.resetMailSubject, text, html };
}
