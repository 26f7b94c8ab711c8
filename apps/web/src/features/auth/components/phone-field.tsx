import { COUNTRIES, DEFAULT_COUNTRY } from '@nutricoach/core/constants/countries';
import {
  buildCountryData,
  type CountryData,
  defaultCountries,
  parseCountry,
  PhoneInput,
} from 'react-international-phone';
import 'react-international-phone/style.css';
import './phone-field.css';
import { countryFlags } from './country-flags';

const spanishRegionNames = (() => {
  try {
    return new Intl.DisplayNames(['es'], { type: 'region' });
  } catch {
    return undefined;
  }
})();

/** Groupings the library lacks for mobile numbers (Peru 987 654 321, Chile 9 1234 5678). */
const MOBILE_FORMATS: Record<string, string> = { pe: '... ... ...', cl: '. .... ....' };

/** Only the countries we serve, named in Spanish and sorted the way a Spanish reader expects. */
const countries: CountryData[] = defaultCountries
  .map(parseCountry)
  .filter((country) => (COUNTRIES as readonly string[]).includes(country.iso2))
  .map((country) =>
    buildCountryData({
      ...country,
      name: spanishRegionNames?.of(country.iso2.toUpperCase()) ?? country.name,
      format: country.format ?? MOBILE_FORMATS[country.iso2],
    }),
  )
  .sort((a, b) => a[0].localeCompare(b[0], 'es'));

type PhoneFieldProps = {
  id: string;
  value: string;
  onChange: (e164: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
};

/** The login phone input: country picker (flags from our build) and a masked number field. */
export function PhoneField({ id, value, onChange, disabled, autoFocus }: PhoneFieldProps) {
  return (
    <PhoneInput
      defaultCountry={DEFAULT_COUNTRY}
      countries={countries}
      flags={countryFlags}
      value={value}
      onChange={(phone) => onChange(phone)}
      disabled={disabled}
      autoFocus={autoFocus}
      name="phone"
      className="phone-field"
      inputProps={{ id, autoComplete: 'tel', inputMode: 'tel', 'aria-describedby': `${id}-hint` }}
      countrySelectorStyleProps={{
        buttonClassName: 'phone-field__country',
        dropdownStyleProps: { className: 'phone-field__dropdown', listItemClassName: 'phone-field__option' },
      }}
    />
  );
}
