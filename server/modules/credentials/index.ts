export { credentialOperations } from './operations';
export { holderOperations } from './holder-operations';
export { type BadgeSettings } from './badge-settings';
export { certifiedSkills, issueCredential, issueCredentialForCertification, revokeCredentialForCertification } from './issuing';
export { liveCredentialUrls } from './public-credentials';
