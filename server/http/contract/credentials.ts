import 'server-only';
import {
  CREDENTIAL_MEDIA_TYPE,
  CREDENTIAL_PUBLIC_ID_PATTERN,
  DID_MEDIA_TYPE,
  ZCredentialPage,
  ZCredentialToVerify,
  ZCredentialVerification,
  ZLinkedDataDocument,
} from '@/lib/shared/validation/credential';
import { data, linkedData, operation } from '../operation';

const publicId = { publicId: { pattern: CREDENTIAL_PUBLIC_ID_PATTERN, description: "The credential's public id (a UUID)" } };
const NO_COMMUNITY = 'NOT_FOUND: the host names no community';

/** Open Badges 3.0 credentials: public, on the issuing community's host. */
export const credentialContract = [
  operation({
    method: 'get',
    path: '/.well-known/did.json',
    summary: "The host community's DID document (did:web), with its Ed25519 assertion key",
    access: 'public',
    responses: { 200: linkedData(DID_MEDIA_TYPE, ZLinkedDataDocument, 'DID document'), 404: NO_COMMUNITY },
  }),
  operation({
    method: 'get',
    path: '/v2/credentials/{publicId}',
    summary: 'An Open Badges 3.0 credential as issued (downloaded as a .json file)',
    access: 'public',
    pathParameters: publicId,
    responses: { 200: linkedData(CREDENTIAL_MEDIA_TYPE, ZLinkedDataDocument, 'The signed OpenBadgeCredential') },
  }),
  operation({
    method: 'get',
    path: '/v2/credentials/{publicId}/verification',
    summary: "What a credential's public verify page shows, with a live check of its proof and status",
    access: 'public',
    pathParameters: publicId,
    responses: { 200: data(ZCredentialPage, 'Issuer, learner (first name and initial), achievement, teacher, and the check') },
  }),
  operation({
    method: 'post',
    path: '/v2/credentials/verify',
    summary: "Checks a credential's Data Integrity proof and its revocation status (this deployment's issuers only)",
    access: 'public',
    body: { kind: 'json', schema: ZCredentialToVerify },
    responses: { 200: data(ZCredentialVerification, 'signature ok or bad, revoked or not (null: status unreadable), and the verdict') },
  }),
  operation({
    method: 'get',
    path: '/v2/credential_status_lists/{id}',
    summary: "A community's signed Bitstring Status List credential (revocation)",
    access: 'public',
    responses: { 200: linkedData(CREDENTIAL_MEDIA_TYPE, ZLinkedDataDocument, 'BitstringStatusListCredential') },
  }),
];
