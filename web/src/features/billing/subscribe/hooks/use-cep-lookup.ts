import { useEffect, useRef, useState } from 'react';

import { externalLinks } from '../../../../config/external-links.js';
import { lookUpCep, type CepAddress } from '../utils/cep-lookup.js';
import { digitsOf } from '../utils/subscribe-masks.js';

export type CepLookupState = 'idle' | 'looking' | 'found' | 'notFound';

/**
 * Looks the CEP up once it is complete (bundled table or the configured service) and hands what
 * it found to `fill`; the address stays editable whatever it answers.
 */
export const useCepLookup = (cep: string, enabled: boolean, fill: (address: CepAddress) => void) => {
  const [state, setState] = useState<CepLookupState>('idle');
  // The latest `fill` (it changes each render); the lookup follows the CEP only.
  const fillRef = useRef(fill);
  fillRef.current = fill;
  const digits = digitsOf(cep);
  useEffect(() => {
    if (!enabled || digits.length !== 8) {
      setState('idle');
      return;
    }
    let active = true;
    setState('looking');
    void lookUpCep(digits, externalLinks.cepLookup || undefined).then((address) => {
      if (!active) return;
      if (address) fillRef.current(address);
      setState(address ? 'found' : 'notFound');
    });
    return () => {
      active = false;
    };
  }, [digits, enabled]);
  return state;
};
