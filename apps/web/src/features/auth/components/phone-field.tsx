import { COUNTRIES, USER_COUNTRIES, USER_COUNTRY_NAMES, type UserCountry } from '@nutricoach/core/constants/countries';
import { useEffect, useState } from 'react';
import {
  buildCountryData,
  type CountryData,
  CountrySelector,
  defaultCountries,
  parseCountry,
  usePhoneInput,
} from 'react-international-phone';
import 'react-international-phone/style.css';
import './phone-field.css';
import { countryOfLanguages, PHONE_FORMATS } from '../utils/phone-country';
import { countryFlags } from './country-flags';

/**
 * Only the countries we serve, named in Spanish, grouped as each writes its numbers, in the order of
 * their Spanish names. Names and order are core's (USER_COUNTRY_NAMES), not Intl's: Intl.DisplayNames
 * and a Spanish collator load ICU's locale data, a long task as /login starts on a slow phone.
 */
const countries: CountryData[] = defaultCountries
  .map(parseCountry)
  .filter((country) => (COUNTRIES as readonly string[]).includes(country.iso2))
  .map((country) =>
    buildCountryData({
      ...country,
      name: USER_COUNTRY_NAMES[country.iso2 as UserCountry],
      format: PHONE_FORMATS[country.iso2 as keyof typeof PHONE_FORMATS] ?? country.format,
    }),
  )
  .sort((a, b) => USER_COUNTRIES.indexOf(a[1] as UserCountry) - USER_COUNTRIES.indexOf(b[1] as UserCountry));

type PhoneFieldProps = {
  id: string;
  value: string;
  onChange: (e164: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The browser's languages, whose region picks the starting country (navigator.languages). */
  languages?: readonly string[];
};

/**
 * The login phone input: a country picker (flags from our build, Spanish names and labels) and the
 * number grouped as its country writes it. It starts on the country of the browser's language
 * (es-MX: Mexico), else Peru. Composed from react-international-phone's hook and picker, as its
 * docs show for a custom input, because its ready-made field labels the picker 'Country selector'.
 */
export function PhoneField({
  id,
  value,
  onChange,
  disabled,
  autoFocus,
  languages = navigator.languages,
}: PhoneFieldProps) {
  const [defaultCountry] = useState(() => countryOfLanguages(languages));
  const { inputValue, handlePhoneValueChange, inputRef, country, setCountry } = usePhoneInput({
    defaultCountry,
    value,
    countries,
    onChange: (data) => onChange(data.phone),
  });
  // The login's only field takes the focus as the screen opens (on mount only).
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, []);
  return (
    <div className="react-international-phone-input-container phone-field">
      <CountrySelector
        selectedCountry={country.iso2}
        onSelect={(picked) => {
          setCountry(picked.iso2);
          inputRef.current?.focus();
        }}
        countries={countries}
        flags={countryFlags}
        disabled={disabled}
        dropdownStyleProps={{ className: 'phone-field__dropdown', listItemClassName: 'phone-field__option' }}
        renderButtonWrapper={({ children, rootProps }) => (
          <button
            {...rootProps}
            type="button"
            aria-label={`País: ${country.name}`}
            data-country={country.iso2}
            className={[
              'react-international-phone-country-selector-button phone-field__country',
              rootProps['aria-expanded'] && 'react-international-phone-country-selector-button--active',
              disabled && 'react-international-phone-country-selector-button--disabled',
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {children}
          </button>
        )}
      />
      <input
        ref={inputRef}
        id={id}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        aria-describedby={`${id}-hint`}
        value={inputValue}
        onChange={handlePhoneValueChange}
        disabled={disabled}
        className={['react-international-phone-input', disabled && 'react-international-phone-input--disabled']
          .filter(Boolean)
          .join(' ')}
      />
    </div>
  );
}
