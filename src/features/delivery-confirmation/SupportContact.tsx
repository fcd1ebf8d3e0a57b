import { useSiteConfig } from '../../services/siteConfig.ts';

/** SPEC §8 'with support contact details': the customer service number from the site configuration. */
export function SupportContact() {
  const { data } = useSiteConfig('ui');
  const phone = data?.supportPhone;
  return (
    <p className="support-contact">
      Customer support: {phone ? <a href={`tel:${phone}`}>{phone}</a> : 'see the contact page'}; Mon-Thurs:
      7:00AM-6:30PM CT; Fri: 7:00AM-5:00PM CT.
    </p>
  );
}
