import { bieniciParser } from './bienici';
import { figaroImmoParser } from './figaro-immo';
import { genericLead } from './generic';
import { leboncoinParser } from './leboncoin';
import { logicImmoParser } from './logic-immo';
import { selogerParser } from './seloger';
import type { MailView, ParsedLead, PortalParser } from './types';

export type { MailView, ParsedLead, PortalParser } from './types';

/** One parser per known sender (issue 29); the first that recognises the message reads it. */
export const PORTAL_PARSERS: readonly PortalParser[] = [
  selogerParser,
  leboncoinParser,
  bieniciParser,
  logicImmoParser,
  figaroImmoParser,
];

/** A lead from any e-mail: a portal's parser when one recognises it, the generic lead otherwise. */
export function parseLeadMail(mail: MailView): ParsedLead {
  const parser = PORTAL_PARSERS.find((p) => p.matches(mail));
  if (!parser) return genericLead(mail);
  const lead = parser.extract(mail);
  // A portal's message with neither a way to answer nor a word from the visitor is not read right:
  // the generic lead keeps everything rather than an empty shell.
  if (!lead.email && !lead.phone && !lead.message) return { ...genericLead(mail), source: parser.source };
  return lead;
}
