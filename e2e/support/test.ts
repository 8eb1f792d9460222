import { test as base, expect } from '@playwright/test';

/**
 * Every e2e test fails when the page's Content-Security-Policy blocks anything: the policy is
 * strict, and a blocked script or style would otherwise only show as a silently broken widget.
 * Chromium reports each block as a `securitypolicyviolation` event and a console error ("Refused
 * to …", or "… violates the following Content Security Policy directive"); both are collected
 * for every page of the test's context.
 */
export const test = base.extend<{ failOnCspViolation: void; failOnMissingMessage: void }>({
  failOnCspViolation: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('reportCspViolation', (_source, text: string) => violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
          report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      context.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && (text.startsWith('Refused to') || text.includes('Content Security Policy'))) violations.push(text);
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Every e2e test fails when a client component asks for a message its page did not send
   * (lib/i18n/client-messages.ts): next-intl then shows the key and logs MISSING_MESSAGE.
   */
  failOnMissingMessage: [
    async ({ context }, use) => {
      const missing: string[] = [];
      context.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('MISSING_MESSAGE')) missing.push(message.text());
      });
      await use();
      expect(missing, 'messages missing in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
