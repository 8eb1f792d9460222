export { credentialOperations, requireHostCommunity } from './operations';
export { holderOperations } from './holder-operations';
export { type BadgeSettings } from './badge-settings';
export { certifiedSkills, issueCredential, issueCredentialForCertification, revokeCredentialForCertification } from './issuing';
export { liveCredentialUrls } from './public-credentials';
export { findPickableCredential, issueHolderCopy, type PickableCredential } from './holder-copies';
export { OPEN_BADGE_CONTEXTS } from './credential-document';
export { issuerIdentity, type IssuerIdentity } from './issuer-identity';
export { CRYPTOSUITE } from './signing';
