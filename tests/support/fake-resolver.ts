import type { Resolve } from '@/server/platform/outbound-address';

/**
 * A name server that answers what the test says, one answer per round (the last one repeats),
 * and counts how often it was asked: a name that turns private after a first lookup is DNS
 * rebinding. A name it does not know is not found.
 */
export function fakeResolver(answers: Record<string, string[][]>) {
  const asked: Record<string, number> = {};
  const resolve: Resolve = async (hostname) => {
    const round = (asked[hostname] = (asked[hostname] ?? 0) + 1) - 1;
    const addresses = answers[hostname]?.[Math.min(round, answers[hostname].length - 1)];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}
