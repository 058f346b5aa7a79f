import type { CountryCode } from './types';

export interface CountryRules {
  name: string;
  regionLabel: string;
  /** The region's name inside a sentence. */
  regionNoun: string;
  regionRequired: boolean;
  postcodeLabel: string;
  postcodeNoun: string;
  postcodePattern: RegExp;
  postcodeExample: string;
}

export const COUNTRIES: Record<CountryCode, CountryRules> = {
  US: {
    name: 'United States',
    regionLabel: 'State',
    regionNoun: 'state',
    regionRequired: true,
    postcodeLabel: 'ZIP code',
    postcodeNoun: 'ZIP code',
    postcodePattern: /^\d{5}(-\d{4})?$/,
    postcodeExample: '97205',
  },
  CA: {
    name: 'Canada',
    regionLabel: 'Province',
    regionNoun: 'province',
    regionRequired: true,
    postcodeLabel: 'Postal code',
    postcodeNoun: 'postal code',
    postcodePattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/i,
    postcodeExample: 'V6B 1A1',
  },
  GB: {
    name: 'United Kingdom',
    regionLabel: 'County (optional)',
    regionNoun: 'county',
    regionRequired: false,
    postcodeLabel: 'Postcode',
    postcodeNoun: 'postcode',
    postcodePattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
    postcodeExample: 'EH1 1YZ',
  },
};

export const COUNTRY_CODES = Object.keys(COUNTRIES) as CountryCode[];
