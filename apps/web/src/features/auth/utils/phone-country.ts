/**
 * The login's phone field (docs/product.md §2.3): which of our countries it starts on, and how each
 * groups its numbers.
 */
import { COUNTRIES, type Country, DEFAULT_COUNTRY } from '@nutricoach/core/constants/countries';

/**
 * The country the phone field starts on: the region of the browser's first language that names
 * one of our countries ('es-MX' -> Mexico, 'en-US' -> the United States), else Peru, the spec's
 * default (a language without a region, 'es', says nothing about the phone).
 */
export function countryOfLanguages(languages: readonly string[]): Country {
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).region;
    } catch {
      continue; // not a language tag
    }
    const country = region?.toLowerCase();
    if (country && (COUNTRIES as readonly string[]).includes(country)) return country as Country;
  }
  return DEFAULT_COUNTRY;
}

/**
 * How each country groups a mobile number, as its people write it, where react-international-phone's
 * own masks differ (its Mexican '... ... ....' splits Mexico City's 55 1234 5678 as 551 234 5678,
 * its Argentine mobile reads '(9) 1112 34567'). Keys are the library's: a regex on the digits after
 * the country code, first match wins, 'default' otherwise. Sources, the national numbering plans:
 * Mexico's IFT (two-digit area codes 33, 55, 56 and 81, three digits elsewhere), Argentina's ENACOM
 * (the mobile 9, then area code 11, one of the three-digit codes below, or four digits elsewhere;
 * the last four digits after a hyphen), Peru (9 digits, 987 654 321) and Chile (9 1234 5678).
 */
const AR_THREE_DIGIT_AREAS =
  '220|221|223|230|236|237|249|260|261|263|264|266|280|291|294|297|298|299|336|341|342|343|345|348|351|353|358|362|364|370|376|379|380|381|383|385|387|388';

export const PHONE_FORMATS: Partial<Record<Country, string | (Record<string, string> & { default: string })>> = {
  mx: { '/^(33|55|56|81)/': '.. .... ....', default: '... ... ....' },
  ar: {
    '/^911/': '. .. ....-....',
    [`/^9(${AR_THREE_DIGIT_AREAS})/`]: '. ... ...-....',
    '/^9/': '. .... ..-....',
    '/^11/': '.. ....-....',
    [`/^(${AR_THREE_DIGIT_AREAS})/`]: '... ...-....',
    default: '.... ..-....',
  },
  pe: '... ... ...',
  cl: '. .... ....',
};
