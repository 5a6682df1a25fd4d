/**
 * The inbound mail family (issue 29): portal lead e-mails reach ImmoPilote by IMAP polling of a
 * mailbox the agency configures (this adapter, imapflow), by the inbound webhook a mail service
 * posts to (modules/inbound-mail, no adapter: the service calls us), or, with no configuration at
 * all, by a .eml file dropped in the inbox (the offline way in).
 */
export {
  checkImapSettings,
  type ImapFailure,
  ImapError,
  type ImapSettings,
  type OpenFolder,
  type UnseenMessage,
  withImapFolder,
} from './imap-mailbox';
