export type CountryCode = 'US' | 'CA' | 'GB';

export type ShippingMethod = 'standard' | 'express';

export interface ShippingDetails {
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  region: string;
  postcode: string;
  country: CountryCode;
  method: ShippingMethod;
}

export interface PaymentDetails {
  cardName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export type FieldName = keyof ShippingDetails | keyof PaymentDetails;

/** One message per field that fails its rule; a field with no entry is valid. */
export type FieldErrors = Partial<Record<FieldName, string>>;

export interface OrderItem {
  id: string;
  name: string;
  detail: string;
  unitPriceCents: number;
  quantity: number;
}
