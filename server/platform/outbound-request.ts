import 'server-only';
import type { LookupAddress, LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { bareHostname, checkedAddresses, RefusedAddressError, staticRefusal, type OutboundPolicy } from './outbound-address';

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The connection's own name lookup: the addresses it connects to are the ones just checked, so a
 * name that answers a public address to a first lookup and a private one to the next (DNS
 * rebinding) gains nothing. Node calls it for names only; literal addresses are checked before.
 */
function checkedLookup(policy: OutboundPolicy) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    checkedAddresses(hostname, policy).then(
      (addresses) => {
        const usable = options.family === 4 || options.family === 6 ? addresses.filter((entry) => entry.family === options.family) : addresses;
        if (usable.length === 0) return callback(Object.assign(new Error(`${hostname} has no usable address`), { code: 'ENOTFOUND' }), '');
        if (options.all) return callback(null, usable);
        callback(null, usable[0].address, usable[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

export type OutboundResponse = { status: number; text: string };

/** Enough for any token or user-info answer; a larger one is not a platform talking OAuth. */
const MAX_ANSWER_BYTES = 1024 * 1024;

function readAnswer(response: IncomingMessage): Promise<OutboundResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_ANSWER_BYTES) response.destroy(new Error('The answer is too large'));
      else chunks.push(chunk);
    });
    response.on('error', reject);
    response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
  });
}

/**
 * One request to an address an admin chose, under the policy: refused addresses throw
 * RefusedAddressError before any byte is sent. Redirects are not followed (a 3xx is the answer),
 * so no redirect leads to an unchecked address.
 */
export async function outboundRequest(
  address: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; timeoutMs: number },
  policy: OutboundPolicy,
): Promise<OutboundResponse> {
  const url = new URL(address);
  const refusal = staticRefusal(url, policy);
  if (refusal) throw new RefusedAddressError(refusal, url.hostname);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      {
        method: init.method,
        host: bareHostname(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: init.headers,
        lookup: checkedLookup(policy),
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (response) => readAnswer(response).then(resolve, reject),
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}
