import { useCallback, useMemo, useState } from 'react';

import {
  addressProblems,
  cardProblems,
  customerProblems,
  isValid,
  type AddressValues,
  type CardValues,
  type CustomerValues,
  type Problem,
} from '../utils/subscribe-rules.js';

/** Spec §2 "Subscribe wizard": user data, address, card payment. */
export const SUBSCRIBE_STEPS = ['customer', 'address', 'card'] as const;
export type SubscribeStep = (typeof SUBSCRIBE_STEPS)[number];

export interface SubscribeValues {
  customer: CustomerValues;
  address: AddressValues;
  card: CardValues;
}

/** A refusal the server (or the provider) gave a field: its words, or one of the rules' problems. */
export type ServerError = { text: string } | { problem: Problem };

export type FieldOf<S extends SubscribeStep> = keyof SubscribeValues[S] & string;

const EMPTY_ADDRESS: AddressValues = {
  cep: '',
  street: '',
  number: '',
  complement: '',
  neighborhood: '',
  city: '',
  state: '',
};
const EMPTY_CARD: CardValues = { holder: '', number: '', cvv: '', month: '', year: '' };

/** Each step's refusals as the rules see the values now. */
export const stepProblems = (
  values: SubscribeValues,
  documentRequired: boolean,
): Record<SubscribeStep, Partial<Record<string, Problem>>> => ({
  customer: customerProblems(values.customer, documentRequired),
  address: addressProblems(values.address),
  card: cardProblems(values.card),
});

/**
 * Spec §4 "Steps move forward only after the previous one is validated": the furthest step that
 * may be open, the first whose earlier steps all pass their rules.
 */
export const furthestReachable = (problems: Record<SubscribeStep, Partial<Record<string, Problem>>>) => {
  let index = 0;
  while (index < SUBSCRIBE_STEPS.length - 1 && isValid(problems[SUBSCRIBE_STEPS[index]!])) index += 1;
  return index;
};

/**
 * The wizard's values, the open step and which refusals are shown: a field's once it was left,
 * a whole step's once moving on from it was tried. Server refusals (422) sit beside them until the
 * field changes.
 */
export const useSubscribeForm = (initialCustomer: CustomerValues, documentRequired: boolean) => {
  const [values, setValues] = useState<SubscribeValues>({
    customer: initialCustomer,
    address: EMPTY_ADDRESS,
    card: EMPTY_CARD,
  });
  const [step, setStep] = useState<SubscribeStep>('customer');
  const [shown, setShown] = useState<Set<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, ServerError>>({});

  const problems = useMemo(() => stepProblems(values, documentRequired), [values, documentRequired]);
  const reachable = furthestReachable(problems);

  const update = useCallback(<S extends SubscribeStep>(section: S, patch: Partial<SubscribeValues[S]>) => {
    setValues((current) => ({ ...current, [section]: { ...current[section], ...patch } }));
    setServerErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch)) delete next[`${section}.${field}`];
      return next;
    });
  }, []);

  const reveal = useCallback((keys: string[]) => {
    setShown((current) => new Set([...current, ...keys]));
  }, []);

  /** Shows the step's refusals; true when it has none. */
  const validate = useCallback(
    (section: SubscribeStep) => {
      reveal(Object.keys(values[section]).map((field) => `${section}.${field}`));
      return isValid(problems[section]);
    },
    [problems, reveal, values],
  );

  /** Opens `target` if every earlier step passes; else opens the first that does not and shows why. */
  const goTo = useCallback(
    (target: SubscribeStep) => {
      const wanted = SUBSCRIBE_STEPS.indexOf(target);
      for (const earlier of SUBSCRIBE_STEPS.slice(0, wanted)) {
        if (!validate(earlier)) {
          setStep(earlier);
          return false;
        }
      }
      setStep(target);
      return true;
    },
    [validate],
  );

  const problemOf = useCallback(
    (section: SubscribeStep, field: string): Problem | undefined =>
      shown.has(`${section}.${field}`) ? problems[section][field] : undefined,
    [problems, shown],
  );

  return {
    values,
    step,
    reachable,
    problems,
    serverErrors,
    setServerErrors,
    update,
    touch: (section: SubscribeStep, field: string) => reveal([`${section}.${field}`]),
    problemOf,
    validate,
    goTo,
  };
};

export type SubscribeForm = ReturnType<typeof useSubscribeForm>;
