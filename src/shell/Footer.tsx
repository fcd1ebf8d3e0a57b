import type { UiConfigResponse } from '../api/index.ts';
import { useTexts } from '../i18n/useTexts.ts';
import { type PublicPage, publicUrl } from './links.ts';
import { SHELL_TEXTS } from './messages.ts';

function FooterLinks({
  title,
  pages,
  config,
}: {
  title: string;
  pages: PublicPage[];
  config: UiConfigResponse | null;
}) {
  const t = useTexts(SHELL_TEXTS);
  return (
    <div className="footer__group">
      <h2 className="footer__title">{title}</h2>
      <ul className="footer__list">
        {pages.map((page) => {
          const href = publicUrl(config, page);
          return <li key={page}>{href ? <a href={href}>{t.pages[page]}</a> : t.pages[page]}</li>;
        })}
      </ul>
    </div>
  );
}

export function Footer({ config }: { config: UiConfigResponse | null }) {
  const year = new Date().getFullYear();
  const t = useTexts(SHELL_TEXTS);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <FooterLinks title={t.company} pages={['about', 'contact']} config={config} />
        <FooterLinks title={t.support} pages={['terms', 'privacy', 'faq', 'learning']} config={config} />
        <div className="footer__legal">
          <p>{t.rights(String(year))}</p>
          <p>{t.disclosure}</p>
          {config === null ? (
            // The line the service number takes, held until the configuration says it: the footer does
            // not grow upwards into view when it comes (decision 341).
            <p aria-hidden="true">{'\u00a0'}</p>
          ) : (
            config.supportPhone && <p>{t.customerService(config.supportPhone)}</p>
          )}
        </div>
      </div>
    </footer>
  );
}
