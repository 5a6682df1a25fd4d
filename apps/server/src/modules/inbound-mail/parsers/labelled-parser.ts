import type { LeadSource } from '@immopilote/contracts';
import {
  block,
  cleanText,
  clip,
  emailIn,
  fromDomain,
  labelled,
  MAX_MESSAGE_CHARS,
  nameIn,
  phoneIn,
  referenceIn,
  referenceInSubject,
  wantsVisitIn,
  yes,
} from './fields';
import type { MailView, PortalParser } from './types';

/** How one portal lays out its lead e-mails: the labels it writes before each value. */
export interface PortalLayout {
  source: LeadSource;
  domains: readonly string[];
  /** The subject or body of a lead message (not a newsletter, not an invoice). */
  shape: RegExp;
  reference: readonly string[];
  name: readonly string[];
  email: readonly string[];
  phone: readonly string[];
  message: readonly string[];
  /** A yes/no line (« Souhaite visiter : Oui »), when the portal has one. */
  visit?: readonly string[];
  /** Lines that end the visitor's message (the portal's own footer). */
  stops: readonly RegExp[];
}

/** A portal's parser from its layout: recognised by domain and shape, read by its labels. */
export function labelledParser(layout: PortalLayout): PortalParser {
  return {
    source: layout.source,
    domains: layout.domains,
    matches: (mail) =>
      fromDomain(mail, layout) && (layout.shape.test(mail.subject) || layout.shape.test(mail.text)),
    extract(mail: MailView) {
      const text = mail.text;
      const email = emailIn(labelled(text, layout.email)) ?? emailIn(mail.replyToAddress);
      const name = nameIn(labelled(text, layout.name)) ?? nameIn(mail.replyToName) ?? email ?? 'Internaute';
      const message = clip(cleanText(block(text, layout.message, layout.stops) ?? ''), MAX_MESSAGE_CHARS);
      const visitLine = layout.visit ? labelled(text, layout.visit) : null;
      return {
        source: layout.source,
        listingReference: referenceIn(text, layout.reference) ?? referenceInSubject(mail.subject),
        name,
        email,
        phone: phoneIn(labelled(text, layout.phone)),
        message,
        wantsVisit: visitLine !== null ? yes(visitLine) : wantsVisitIn(message),
      };
    },
  };
}

/** Labels most portals share; each layout adds its own. */
export const COMMON = {
  reference: [
    'Référence de l’annonce',
    'Référence annonce',
    'Réf. annonce',
    'Référence agence',
    'Réf. agence',
    'Réf.',
    'Réf',
    'Référence',
  ],
  name: ['Nom et prénom', 'Prénom et nom', 'Nom', 'Contact'],
  email: ['Adresse e-mail', 'Adresse email', 'E-mail', 'Email', 'Courriel', 'Mail'],
  phone: ['Téléphone', 'Tél.', 'Tél', 'Portable', 'Mobile'],
  message: ['Son message', 'Message de l’internaute', 'Message'],
  stops: [
    /^(?:Nom|E-?mail|Courriel|T[ée]l[ée]phone|T[ée]l\.|R[ée]f[ée]rence|R[ée]f\.|Annonce|Prix)\s*[:：]/i,
    /^R[ée]pondre\b/i,
    /^(?:Cet|Ce) (?:e-mail|email|message) (?:a été|vous a été|est)/i,
  ],
} as const;
