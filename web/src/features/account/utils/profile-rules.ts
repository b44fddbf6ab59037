import { isValidPhoneNumber } from 'libphonenumber-js';

import { isValidCpf } from '../../../lib/is-valid-cpf.js';

export interface ProfileValues {
  name: string;
  phone: string;
  cpf: string;
}

export type ProfileProblem = 'phoneInvalid' | 'cpfRequired' | 'cpfInvalid';

/** Spec §5, Profile: the phone follows the international rule; the CPF is required and valid outside the US. */
export const profileProblems = (
  values: ProfileValues,
  usVersion: boolean,
): Partial<Record<keyof ProfileValues, ProfileProblem>> => {
  const problems: Partial<Record<keyof ProfileValues, ProfileProblem>> = {};
  const phone = values.phone.trim();
  if (phone && !isValidPhoneNumber(phone)) problems.phone = 'phoneInvalid';
  if (!usVersion) {
    if (!values.cpf.trim()) problems.cpf = 'cpfRequired';
    else if (!isValidCpf(values.cpf)) problems.cpf = 'cpfInvalid';
  }
  return problems;
};

/** Spec §5: empty fields keep their old values, the CPF goes as digits, and only what changed is sent. */
export const profileChanges = (
  values: ProfileValues,
  saved: { name: string; phone: string | null; cpf: string | null },
  usVersion: boolean,
): Partial<ProfileValues> => {
  const changes: Partial<ProfileValues> = {};
  const name = values.name.trim();
  if (name && name !== saved.name) changes.name = name;
  const phone = values.phone.replace(/[\s()-]/g, '');
  if (phone && phone !== (saved.phone ?? '')) changes.phone = phone;
  const cpf = values.cpf.replace(/\D/g, '');
  if (!usVersion && cpf && cpf !== (saved.cpf ?? '').replace(/\D/g, '')) changes.cpf = cpf;
  return changes;
};
