import type { Page } from '@playwright/test';

/** Every Content-Security-Policy violation the page reports, from any of its documents. */
export async function collectViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  // Reported by every document of the page (the PDF frame too), before any of the portal's own script.
  await page.exposeFunction('reportCspViolation', (text: string) => void seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}
