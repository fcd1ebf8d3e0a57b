import type { UiConfigResponse } from '../api/index.ts';

/** Pages of the insurer's public website (SPEC §1 footer and top bar), under publicSiteUrl from /config/ui. */
const PUBLIC_PAGES = {
  about: { path: '/about' },
  contact: { path: '/contact-us' },
  terms: { path: '/terms-of-use' },
  privacy: { path: '/privacy-policy' },
  faq: { path: '/faq' },
  learning: { path: '/learning-center' },
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;

/** The address of a public page, or null until the configuration names the public site. */
export function publicUrl(config: UiConfigResponse | null, page: PublicPage): string | null {
  const base = config?.publicSiteUrl;
  if (!base) return null;
  return `${base.replace(/\/+$/, '')}${PUBLIC_PAGES[page].path}`;
}
