export { Mailer, SEND_MAIL_JOB, type MailAttachment, type QueueMailInput } from './mailer.js';
export {
  defineMailTemplate,
  escapeHtml,
  layout,
  type MailTemplate,
  type RenderedMail,
  type TemplateContext,
} from './mail-template.js';
export { confirmEmailMail, invitationMail, resetPasswordMail } from './account-templates.js';
