import 'server-only';

/**
 * OpenID for Verifiable Credential Issuance, as this issuer speaks it: draft 13 (Implementer's
 * Draft 1), pre-authorized code flow with a transaction code, one credential configuration.
 */
export const CONFIGURATION_ID = 'OpenBadgeCredential_ldp_vc';
export const PRE_AUTHORIZED_GRANT = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';
export const PROOF_JWT_TYPE = 'openid4vci-proof+jwt';
/** Ed25519 (did:key z6Mk…, did:jwk, a `jwk` header) and P-256 (did:jwk, a `jwk` header). */
export const PROOF_ALGORITHMS = ['EdDSA', 'ES256'];
export const HOLDER_DID_METHODS = ['did:key', 'did:jwk'];

/** An access token is spent on one copy, right after the code: minutes are plenty. */
export const ACCESS_TOKEN_LIFETIME_S = 300;
export const C_NONCE_LIFETIME_S = 300;
/** How old a proof may be (its `iat`), and how far a wallet's clock may run ahead. */
export const PROOF_MAX_AGE_S = 300;
export const CLOCK_TOLERANCE_S = 60;
/** A six-digit code has a million values: five wrong tries end the offer. */
export const MAX_TX_CODE_FAILURES = 5;
