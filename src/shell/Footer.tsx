import type { UiConfigResponse } from '../api/index.ts';
import { PUBLIC_PAGES, type PublicPage, publicUrl } from './links.ts';

function FooterLinks({
  title,
  pages,
  config,
}: {
  title: string;
  pages: PublicPage[];
  config: UiConfigResponse | null;
}) {
  return (
    <div className="footer__group">
      <h2 className="footer__title">{title}</h2>
      <ul className="footer__list">
        {pages.map((page) => {
          const href = publicUrl(config, page);
          return (
            <li key={page}>
              {href ? <a href={href}>{PUBLIC_PAGES[page].label}</a> : PUBLIC_PAGES[page].label}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function Footer({ config }: { config: UiConfigResponse | null }) {
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__inner">
        <FooterLinks title="Company" pages={['about', 'contact']} config={config} />
        <FooterLinks title="Support" pages={['terms', 'privacy', 'faq', 'learning']} config={config} />
        <div className="footer__legal">
          <p>© {year} Evergreen Mutual Life Insurance Company. All rights reserved.</p>
          <p>
            Insurance policies and annuity contracts are issued by Evergreen Mutual Life Insurance Company.
            Product availability and features may vary by state. Guarantees are based on the claims-paying
            ability of the issuing company. Annuities are not deposits of any bank, are not FDIC insured and
            may lose value.
          </p>
          {config?.supportPhone && <p>Customer service: {config.supportPhone}</p>}
        </div>
      </div>
    </footer>
  );
}
