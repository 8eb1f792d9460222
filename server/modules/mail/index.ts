export { mailOperations } from './operations';
export { enqueueMail, forgetMailsTo, forgetOldMails } from './outbox';
export { publicLinkDecisionMail, publicLinkRequestMail, type TPublicLinkMailDecision } from './public-link-templates';
export { recognitionLearnerMail, recognitionTeacherMail, type TLearnerMailDecision, type TTeacherMailReason } from './recognition-templates';
export { type MailSender } from './sender';
export { accountDeletedMail, contactMessageMail, dataExportReadyMail, emailChangeMail, invitationMail, mailLocale, passwordResetMail, registrationConfirmationMail, signupConfirmationMail } from './templates';
