// Public settings, read from NEXT_PUBLIC_* variables (inlined at build time) with safe
// defaults so the site runs with none of them set. See .env.example.

function digitsOr(value: string | undefined, fallback: string): string {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 ? digits : fallback;
}

/** A pure check: a page that reads none of the links below drops them from its script. */
/* @__NO_SIDE_EFFECTS__ */
function httpUrlOr(value: string | undefined, fallback: string): string {
  try {
    const url = new URL(value ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

/** International digits without "+". The default is an obvious placeholder. */
const whatsappNumber = digitsOr(process.env.NEXT_PUBLIC_WHATSAPP_NUMBER, '50612345678');

/** The shop's SINPE Móvil number (8 digits), or '' when payments by SINPE are not offered. */
export const sinpeNumber = (() => {
  const digits = (process.env.NEXT_PUBLIC_SINPE_NUMBER ?? '').replace(/\D/g, '');
  return digits.length === 8 ? digits : '';
})();

export const surveyUrl = httpUrlOr(process.env.NEXT_PUBLIC_SURVEY_URL, 'https://forms.gle/');

export const socialLinks = [
  { name: 'Facebook', href: httpUrlOr(process.env.NEXT_PUBLIC_FACEBOOK_URL, 'https://www.facebook.com/') },
  { name: 'Instagram', href: httpUrlOr(process.env.NEXT_PUBLIC_INSTAGRAM_URL, 'https://www.instagram.com/') },
  { name: 'TikTok', href: httpUrlOr(process.env.NEXT_PUBLIC_TIKTOK_URL, 'https://www.tiktok.com/') },
] as const;

export const siteUrl = httpUrlOr(process.env.NEXT_PUBLIC_SITE_URL, 'http://localhost:3000');

/** A wa.me link that opens a chat with the shop, with `text` prefilled. */
export function whatsappLink(text: string): string {
  return `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(text)}`;
}

/** A tel: link to the shop's number. */
export const phoneHref = `tel:+${whatsappNumber}`;

/** "+506 1234 5678" for people, from the same digits. */
export function displayPhone(digits: string = whatsappNumber): string {
  const local = digits.startsWith('506') ? digits.slice(3) : digits;
  const prefix = digits.startsWith('506') ? '+506 ' : '+';
  return local.length === 8 ? `${prefix}${local.slice(0, 4)} ${local.slice(4)}` : `+${digits}`;
}
