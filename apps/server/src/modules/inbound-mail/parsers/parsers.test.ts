import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { htmlToText, readMail } from '../mail-reader';
import { parseLeadMail, PORTAL_PARSERS } from './index';
import type { MailView } from './types';

const dir = fileURLToPath(new URL('../../../../test/fixtures/lead-mails/', import.meta.url));
const fixture = (name: string) => fs.readFileSync(`${dir}${name}`);
const leadOf = async (name: string) => parseLeadMail((await readMail(fixture(name))).view);

describe('portal lead e-mails, one parser per sender (issue 29)', () => {
  it('SeLoger: the reference, the visitor and their message (UTF-8 quoted-printable, text + HTML)', async () => {
    const mail = await readMail(fixture('seloger.eml'));
    expect(mail.messageId).toBe('<20261126084105.7f3a91c2@mail.seloger.com>');
    expect(selogerOnly(mail.view)).toBe('seloger');
    expect(parseLeadMail(mail.view)).toEqual({
      source: 'seloger',
      listingReference: '1042',
      name: 'Camille Dupont',
      email: 'camille.dupont@exemple.fr',
      phone: '06 12 34 56 78',
      message:
        'Bonjour,\nJe souhaiterais visiter cet appartement samedi matin si possible.\nEst-il toujours disponible ?',
      wantsVisit: true,
    });
  });

  it('Leboncoin: « Réf. : » under the title, « De la part de », the subject in base64', async () => {
    const mail = await readMail(fixture('leboncoin.eml'));
    expect(mail.view.subject).toBe('Nouveau message pour votre annonce « Maison 5 pièces 120 m² »');
    expect(parseLeadMail(mail.view)).toEqual({
      source: 'leboncoin',
      listingReference: '2077',
      name: 'Julien Martin',
      email: 'julien.martin@exemple.com',
      phone: '07 61 23 45 89',
      message:
        "Bonjour, la maison est-elle toujours à vendre ? Nous sommes une famille\navec deux enfants et cherchons à acheter avant l'été.\nPouvez-vous me rappeler en fin de journée ?",
      wantsVisit: false,
    });
  });

  it('Bien’ici: base64 UTF-8 body, « Souhaite visiter : Oui », a name outside Latin-1', async () => {
    expect(await leadOf('bienici.eml')).toEqual({
      source: 'bienici',
      listingReference: '3001',
      name: 'Léa Nguyễn-Gauthier',
      email: 'lea.ng@exemple.org',
      phone: '+33 6 98 76 54 32',
      message:
        "Bonjour, je suis étudiante et le studio m'intéresse pour la rentrée.\nJe peux fournir un garant. Disponible en semaine après 17 h.",
      wantsVisit: true,
    });
  });

  it('Logic-Immo: Windows-1252 quoted-printable comes out right (accents, dash, guillemets)', async () => {
    const mail = await readMail(fixture('logic-immo.eml'));
    expect(mail.view.subject).toBe('Logic-Immo : un internaute souhaite des informations (Réf. 1185)');
    expect(parseLeadMail(mail.view)).toEqual({
      source: 'logic_immo',
      listingReference: '1185',
      name: 'François Lefèvre',
      email: 'f.lefevre@exemple.net',
      phone: '04 78 12 34 56',
      message:
        "Bonjour, l'appartement a-t-il une cave ? Quel est le montant des charges\nde copropriété ? Je serais ravi d'organiser une visite.\nCordialement, François — « très intéressé »",
      wantsVisit: true,
    });
  });

  it('Figaro Immobilier: HTML only in ISO-8859-1, a table of labels read as lines', async () => {
    expect(await leadOf('figaro-immo.eml')).toEqual({
      source: 'figaro_immo',
      listingReference: '1230',
      name: 'Hélène Roussel',
      email: 'helene.roussel@exemple.fr',
      phone: '06 45 78 12 90',
      message: 'Bonjour, est-il possible de visiter la maison la semaine prochaine ? Merci.',
      wantsVisit: true,
    });
  });
});

describe('any other e-mail becomes a generic lead, never lost', () => {
  it('a person writing directly: the sender, the subject and the text; a stable key without Message-ID', async () => {
    const raw = fixture('generic.eml');
    const mail = await readMail(raw);
    expect(mail.messageId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect((await readMail(raw)).messageId).toBe(mail.messageId);
    const lead = parseLeadMail(mail.view);
    expect(lead).toMatchObject({
      source: 'email',
      listingReference: null,
      name: 'Marc Béranger',
      email: 'marc.beranger@exemple.fr',
      phone: '06 11 22 33 44',
      wantsVisit: false,
    });
    expect(lead.message).toMatch(/^Objet\u00a0: Estimation de ma maison à Tassin\n\nBonjour,/);
  });

  it('a bounce is still a lead (decision: nothing is dropped by guessing)', async () => {
    const lead = await leadOf('bounce.eml');
    expect(lead.source).toBe('email');
    expect(lead.email).toBe('mailer-daemon@mx.agence-lambert.fr');
    expect(lead.message).toContain('User unknown');
  });

  it('hostile HTML: scripts, styles and tags gone, invisible characters dropped, the rest kept as text', async () => {
    const lead = await leadOf('hostile.eml');
    expect(lead.source).toBe('email');
    expect(lead.message).not.toMatch(/alert\('tête'\)|<iframe|onerror|<b>|display:none|\u202e|\u200b/);
    expect(lead.message).toContain('Bonjour, je veux visiter ici');
    expect(lead.message).toContain('Fin du message.');
    // The subject is text: kept as written, the inbox shows it as text.
    expect(lead.message).toContain("Objet\u00a0: <script>alert('objet')</script> Appartement");
    expect(lead.name).toBe('pirate@exemple.org');
  });

  it('a portal’s newsletter (its domain, not the shape of a lead) is generic', () => {
    const view: MailView = {
      fromAddress: 'newsletter@seloger.com',
      fromName: 'SeLoger',
      replyToAddress: null,
      replyToName: null,
      subject: 'Les tendances du marché en novembre',
      text: 'Découvrez les prix de l’immobilier dans votre ville.',
    };
    expect(parseLeadMail(view).source).toBe('email');
  });

  it('a portal’s shape from another domain is not that portal', () => {
    const view: MailView = {
      fromAddress: 'no-reply@seloger.com.exemple.org',
      fromName: 'SeLoger',
      replyToAddress: null,
      replyToName: null,
      subject: 'Demande de contact pour votre annonce Réf. 1042',
      text: 'Nom : Camille\nE-mail : c@exemple.fr',
    };
    expect(parseLeadMail(view).source).toBe('email');
  });

  it('a very long message is clipped; the raw message keeps it all', () => {
    const view: MailView = {
      fromAddress: 'a@exemple.fr',
      fromName: null,
      replyToAddress: null,
      replyToName: null,
      subject: '',
      text: 'x'.repeat(50_000),
    };
    expect(parseLeadMail(view).message.length).toBe(10_000);
  });
});

describe('htmlToText', () => {
  it('drops scripts and styles with their content, keeps rows as lines and decodes entities', () => {
    expect(
      htmlToText(
        '<style>p{}</style><script>x()</script><table><tr><td>Nom :</td><td>L&eacute;a &amp; Z&#233;lie&nbsp;!</td></tr></table><p>Fin</p>',
      ),
    ).toBe('Nom : Léa & Zélie\u00a0!\n\nFin');
  });
});

function selogerOnly(view: MailView) {
  return PORTAL_PARSERS.filter((p) => p.matches(view))
    .map((p) => p.source)
    .join(',');
}
