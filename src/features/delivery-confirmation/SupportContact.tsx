import { useTexts } from '../../i18n/useTexts.ts';
import { useSiteConfig } from '../../services/siteConfig.ts';
import { DELIVERY_TEXTS } from './messages.ts';

/** SPEC §8 'with support contact details': the customer service number from the site configuration. */
export function SupportContact() {
  const { data } = useSiteConfig('ui');
  const phone = data?.supportPhone;
  const t = useTexts(DELIVERY_TEXTS);
  return (
    <p className="support-contact">
      {t.customerSupport} {phone ? <a href={`tel:${phone}`}>{phone}</a> : t.seeContactPage}
      {t.supportHours}
    </p>
  );
}
