import { digitsOf } from './subscribe-masks.js';

/** What a CEP tells about an address; what is not known stays for the payer to type. */
export interface CepAddress {
  street?: string;
  neighborhood?: string;
  city?: string;
  state: string;
}

/** Each state's CEP ranges (Correios), as [first, last] five-digit prefixes. */
const STATE_RANGES: Array<[number, number, string]> = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
];

/**
 * Every capital's own CEP ranges (Correios), the Federal District whole (Brasília is its one
 * municipality). Where a capital's range ends is kept on the safe side: a CEP past it fills no
 * city rather than a wrong one.
 */
const CITY_RANGES: Array<[number, number, string]> = [
  [1000, 5999, 'São Paulo'],
  [8000, 8499, 'São Paulo'],
  [20000, 23799, 'Rio de Janeiro'],
  [29000, 29099, 'Vitória'],
  [30000, 31999, 'Belo Horizonte'],
  [40000, 42599, 'Salvador'],
  [49000, 49098, 'Aracaju'],
  [50000, 52999, 'Recife'],
  [57000, 57099, 'Maceió'],
  [58000, 58099, 'João Pessoa'],
  [59000, 59139, 'Natal'],
  [60000, 61599, 'Fortaleza'],
  [64000, 64099, 'Teresina'],
  [65000, 65099, 'São Luís'],
  [66000, 66999, 'Belém'],
  [68900, 68911, 'Macapá'],
  [69000, 69099, 'Manaus'],
  [69300, 69339, 'Boa Vista'],
  [69900, 69923, 'Rio Branco'],
  [70000, 72799, 'Brasília'],
  [73000, 73699, 'Brasília'],
  [74000, 74899, 'Goiânia'],
  [76800, 76834, 'Porto Velho'],
  [77000, 77249, 'Palmas'],
  [78000, 78099, 'Cuiabá'],
  [79000, 79124, 'Campo Grande'],
  [80000, 82999, 'Curitiba'],
  [88000, 88099, 'Florianópolis'],
  [90000, 91999, 'Porto Alegre'],
];

/** A few whole addresses, by their full CEP (a representative set, not the national table). */
const STREETS: Record<string, CepAddress> = {
  '01001000': { street: 'Praça da Sé', neighborhood: 'Sé', city: 'São Paulo', state: 'SP' },
  '01310100': { street: 'Avenida Paulista', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  '70150900': {
    street: 'Praça dos Três Poderes',
    neighborhood: 'Zona Cívico-Administrativa',
    city: 'Brasília',
    state: 'DF',
  },
};

const inRanges = (ranges: Array<[number, number, string]>, prefix: number) =>
  ranges.find(([first, last]) => prefix >= first && prefix <= last)?.[2];

/**
 * The bundled lookup: the whole address for the CEPs of the representative set, else the city of
 * a capital's range and always the state of the CEP's range (the street and neighbourhood of any
 * other CEP come from the configured service, VITE_CEP_LOOKUP_URL, or are typed). Undefined for a CEP no state
 * uses (or one not of 8 digits).
 */
export const bundledCepLookup = (cep: string): CepAddress | undefined => {
  const digits = digitsOf(cep);
  if (digits.length !== 8) return undefined;
  const known = STREETS[digits];
  if (known) return known;
  const prefix = Number(digits.slice(0, 5));
  const state = inRanges(STATE_RANGES, prefix);
  if (!state) return undefined;
  const city = inRanges(CITY_RANGES, prefix);
  return city ? { city, state } : { state };
};

/** A ViaCEP-shaped answer (the configured service's contract). */
interface ServiceAnswer {
  erro?: unknown;
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
}

const filled = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * Looks a CEP up: first with the configured service (`serviceUrl` with `{cep}` for the eight
 * digits, answering as ViaCEP does), then in the bundled table when it is not configured, fails
 * or does not know the CEP. Undefined when nothing is known: the payer types the address.
 */
export const lookUpCep = async (
  cep: string,
  serviceUrl: string | undefined,
  fetcher: typeof fetch = fetch,
): Promise<CepAddress | undefined> => {
  const digits = digitsOf(cep);
  if (digits.length !== 8) return undefined;
  if (serviceUrl) {
    try {
      const response = await fetcher(serviceUrl.replace('{cep}', digits), {
        headers: { Accept: 'application/json' },
      });
      if (response.ok) {
        const answer = (await response.json()) as ServiceAnswer;
        const state = filled(answer.uf);
        if (!answer.erro && state)
          return {
            state: state.toUpperCase(),
            street: filled(answer.logradouro),
            neighborhood: filled(answer.bairro),
            city: filled(answer.localidade),
          };
      }
    } catch {
      // Unreachable or not JSON: the bundled table still answers.
    }
  }
  return bundledCepLookup(digits);
};

/** The 27 federative units, for the state select. */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
