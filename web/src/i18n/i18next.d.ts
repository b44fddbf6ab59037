import 'i18next';

import type ptBR from './pt-BR.json';

// pt-BR is the reference catalogue: t() keys are checked against it at compile time, and a
// test keeps en and es key-for-key identical to it.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ptBR };
  }
}
