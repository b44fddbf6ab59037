import { IMask } from 'react-imask';

/** A mask as react-imask takes it: one pattern, or several the typed value picks from. */
export type MaskOptions = { mask: string } | { mask: Array<{ mask: string }> };

// Spec §5 "Register CPF" and "Wizard customer/address/card": the masks the fields type into.
export const CPF_MASK: MaskOptions = { mask: '000.000.000-00' };
/** A CPF while 11 digits or fewer are typed, a CNPJ beyond. */
export const DOCUMENT_MASK: MaskOptions = {
  mask: [{ mask: '000.000.000-00' }, { mask: '00.000.000/0000-00' }],
};
/** Landlines have 8 digits after the area code, mobiles 9. */
export const PHONE_MASK: MaskOptions = { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] };
export const CEP_MASK: MaskOptions = { mask: '00000-000' };
export const CARD_NUMBER_MASK: MaskOptions = { mask: '0000 0000 0000 0000' };
export const CVV_MASK: MaskOptions = { mask: '000' };
export const MONTH_MASK: MaskOptions = { mask: '00' };
export const YEAR_MASK: MaskOptions = { mask: '0000' };

/** `value` as the mask shows it (what a field holds after the same characters were typed). */
export const applyMask = (value: string, options: MaskOptions): string =>
  IMask.pipe(value, options as Parameters<typeof IMask.pipe>[1]) as string;

/** The digits of a masked value. */
export const digitsOf = (value: string): string => value.replace(/\D/g, '');
