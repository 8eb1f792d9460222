// Types of edge-headers.mjs, which the web server runs as plain JavaScript (no build step).
export function clientAddress(forwardedFor: string | string[] | undefined, socketAddress: string | undefined, hops: number): string;
export const FORWARDED_BODY_MAX_BYTES: number;
export function isDeclaredTooLarge(contentLength: string | undefined): boolean;
export const PAYLOAD_TOO_LARGE_BODY: string;
export const EDGE_REQUEST_HEADERS: string[];
export const INTERNAL_RESPONSE_HEADERS: Set<string>;
export const SESSION_ROUTES: Set<string>;
export const DID_DOCUMENT_PATH: string;
export const ISSUER_METADATA_PATH: string;
export const AUTHORIZATION_SERVER_METADATA_PATH: string;
export const WELL_KNOWN_BACKEND_PATHS: Set<string>;
export function isBackendPath(pathname: string): boolean;
export function backendPathOf(pathname: string): string;
export const SERVICE_UNAVAILABLE_BODY: string;
export const HOP_BY_HOP_HEADERS: string[];
export const SECURITY_HEADERS: Record<string, string>;
