/**
 * Flags for the phone input's country picker, served from our own build (flag-icons) instead of
 * the picker's default CDN: they work offline and are not inlined into the JS.
 */
import { COUNTRIES } from '@nutricoach/core/constants/countries';
import type { CustomFlagImage } from 'react-international-phone';

// The path climbs to the workspace root's node_modules, where npm hoists flag-icons.
const flagUrls = import.meta.glob<string>(
  '../../../../../../node_modules/flag-icons/flags/4x3/{mx,us,es,co,ar,pe,cl}.svg',
  { query: '?url&no-inline', import: 'default', eager: true },
);

export const countryFlags: CustomFlagImage[] = Object.entries(flagUrls)
  .map(([file, src]) => ({ iso2: file.slice(file.lastIndexOf('/') + 1, -'.svg'.length), src }))
  .filter(({ iso2 }) => (COUNTRIES as readonly string[]).includes(iso2));
