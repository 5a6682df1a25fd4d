import type { LeadSource } from '@immopilote/contracts';

/**
 * What a parser reads of an e-mail (issue 29): its addresses, its subject and its text (the text
 * part, or the HTML part turned into text when there is none). Never HTML: what a parser returns is
 * stored and shown as text.
 */
export interface MailView {
  fromAddress: string | null;
  fromName: string | null;
  replyToAddress: string | null;
  replyToName: string | null;
  subject: string;
  text: string;
}

/** A lead as a parser reads it from one e-mail: what `receiveLead` needs, besides the channel. */
export interface ParsedLead {
  source: LeadSource;
  listingReference: string | null;
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  wantsVisit: boolean;
}

/** One known sender: recognised by its domain and the shape of its message, read by its labels. */
export interface PortalParser {
  source: LeadSource;
  /** The sender's domains (a subdomain counts: `mail.leboncoin.fr` is `leboncoin.fr`). */
  domains: readonly string[];
  /** The shape of a lead message from this sender (a newsletter from the same domain is not one). */
  matches(mail: MailView): boolean;
  extract(mail: MailView): ParsedLead;
}
