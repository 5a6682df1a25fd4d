import { inboundMailMessages } from '@immopilote/contracts';
import { cleanText, clip, emailIn, MAX_MESSAGE_CHARS, nameIn, phoneIn } from './fields';
import type { MailView, ParsedLead } from './types';

/**
 * Any other e-mail (a person writing directly, a portal no parser knows, a bounce, a newsletter):
 * still a lead, never lost. The person is the Reply-To when there is one, else the sender; the
 * message is the subject and the text.
 */
export function genericLead(mail: MailView): ParsedLead {
  const email = emailIn(mail.replyToAddress) ?? emailIn(mail.fromAddress);
  const name =
    nameIn(mail.replyToAddress ? mail.replyToName : mail.fromName) ??
    email ??
    inboundMailMessages.unknownSender;
  const subject = cleanText(mail.subject);
  const text = cleanText(mail.text);
  const message = [subject ? inboundMailMessages.subjectLine(subject) : '', text]
    .filter(Boolean)
    .join('\n\n');
  return {
    source: 'email',
    listingReference: null,
    name,
    email,
    phone: phoneIn(text),
    message: clip(message, MAX_MESSAGE_CHARS),
    wantsVisit: false,
  };
}
