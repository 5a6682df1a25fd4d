/** Lead e-mails as the portals send them, for the e2e walks of « Demandes » (issue 29). */

/** A SeLoger lead e-mail as the portal sends it (quoted-printable, the listing's reference in the text). */
export function selogerMail(
  reference: number,
  person: { name: string; email: string; phone: string },
  messageId: string,
) {
  return [
    'From: SeLoger <no-reply@seloger.com>',
    `Reply-To: ${person.name} <${person.email}>`,
    'To: annonces@agence-e2e.fr',
    `Subject: Demande de contact pour votre annonce Ref. ${reference}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${messageId}@mail.seloger.com>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: quoted-printable',
    '',
    'Bonjour,',
    '',
    'Un internaute est int=C3=A9ress=C3=A9 par votre annonce publi=C3=A9e sur SeLoger.',
    '',
    `R=C3=A9f=C3=A9rence de l'annonce : ${reference}`,
    '',
    "Coordonn=C3=A9es de l'internaute :",
    `Nom : ${person.name}`,
    `E-mail : ${person.email}`,
    `T=C3=A9l=C3=A9phone : ${person.phone}`,
    '',
    'Son message :',
    'Bonjour,',
    'Je souhaiterais visiter cet appartement samedi matin si possible.',
    'Est-il toujours disponible ?',
    '',
    '--',
    'SeLoger',
    '',
  ].join('\r\n');
}
