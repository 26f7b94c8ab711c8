import { describe, expect, it } from 'vitest';
import { countryOfLanguages } from './phone-country';

describe("the phone field's first country (issue 29)", () => {
  it("is the region of the browser's first language that names one of our countries", () => {
    expect(countryOfLanguages(['es-MX', 'es'])).toBe('mx');
    expect(countryOfLanguages(['es-419', 'es-CO'])).toBe('co');
    expect(countryOfLanguages(['en-US', 'en'])).toBe('us');
    expect(countryOfLanguages(['es-ES'])).toBe('es');
  });

  it("is Peru, the spec's default, when no language names one of them", () => {
    expect(countryOfLanguages(['es'])).toBe('pe');
    expect(countryOfLanguages(['es-UY', 'pt-BR'])).toBe('pe');
    expect(countryOfLanguages([])).toBe('pe');
    expect(countryOfLanguages(['not a tag'])).toBe('pe');
  });
});
