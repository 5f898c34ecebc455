// The mail/SMS outbox (DESIGN.md §4): enqueue in the caller's transaction, deliver in the background.
export { enqueueMail, enqueueSms, MAIL_ATTACHMENT_LIMITS, mailAttachment, type MailMessage, type OutboxDb } from './enqueue';
export type { OutboxAttachment } from '../db';
export { escapeHtml, mailBrands, mailTemplates, renderMail, type MailTemplate, type RenderedMail } from './mail-templates';
export {
  drainOutbox,
  outboxMessageId,
  startOutboxSender,
  type DrainOptions,
  type DrainResult,
  type MailTransport,
  type OutboxApp,
  type OutboxSender,
} from './sender';
export { NETGSM_ANSWERS, SmsSendError } from './netgsm-provider';
export { smsLength, SMS_LIMITS, type SmsEncoding, type SmsLength } from './sms-encoding';
export { localSmsProvider, smsProviderOf, type SmsProvider } from './sms-provider';
