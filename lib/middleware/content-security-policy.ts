/**
 * The pages' Content-Security-Policy. Scripts run only with this request's nonce (Next reads it
 * from the request's header and stamps its own scripts); 'strict-dynamic' lets them load their
 * chunks. Styles stay 'unsafe-inline': PrimeReact and react-easy-crop inject style elements and
 * attributes at run time. Pictures are our own, data: (icons) and blob: (the wizard's crops).
 */
export function contentSecurityPolicy(nonce: string, isDev: boolean): string {
  const directives = [
    "default-src 'self'",
    // React's development build evaluates source maps and call stacks; never in production.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ];
  return directives.join('; ');
}

/** A fresh, unguessable nonce per request (the Next.js CSP guide's recipe). */
export const createNonce = () => btoa(crypto.randomUUID());
