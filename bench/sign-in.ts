import { BENCH } from './processes';

/**
 * The demo learner's access token from the product's backend on its bench port, signed in as
 * a browser on `host` would be (the community comes from the forwarded host). Each caller gives
 * its own client address so that the login rate limit never counts one bench against another.
 */
export async function signIn(host: string, clientAddress: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${BENCH.apiPort}/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-host': host, 'x-forwarded-for': clientAddress },
    body: JSON.stringify({ user: { email: 'learner@demo.example', password: 'journal-demo-2026' } }),
  });
  const token = response.headers.get('authorization')?.replace('Bearer ', '');
  if (!token) throw new Error(`sign-in failed: ${response.status}`);
  return token;
}
