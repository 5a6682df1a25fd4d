import { ownerReportMessages } from '@immopilote/contracts';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
// French and international numbers as typed in a note: « 06 12 34 56 78 », « +33 6 12 34 56 78 », « 0612345678 ».
const PHONE = /(?:\+\d{2}[\s.]?|\b0)\d(?:[\s.-]?\d{2}){4}\b/g;

/**
 * An agent's visit notes may quote the visitor's contact details; an owner must not get them (the
 * owner report, the owner notices of visits). Shared below both modules, which read visits.
 */
export function redactContacts(text: string): string {
  const hidden = ownerReportMessages.pdf.contactRedacted;
  return text.replace(EMAIL, hidden).replace(PHONE, hidden);
}
