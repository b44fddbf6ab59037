import { describe, expect, it, vi } from 'vitest';

import { bundledCepLookup, lookUpCep } from './cep-lookup.js';

const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('bundled CEP table', () => {
  it('knows the whole address of the representative CEPs', () => {
    expect(bundledCepLookup('01310-100')).toEqual({
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it("knows a capital's city and state by its range, and any CEP's state", () => {
    expect(bundledCepLookup('22041-001')).toEqual({ city: 'Rio de Janeiro', state: 'RJ' });
    expect(bundledCepLookup('13083-970')).toEqual({ state: 'SP' });
    expect(bundledCepLookup('69900-000')).toEqual({ city: 'Rio Branco', state: 'AC' });
    expect(bundledCepLookup('88010-000')).toEqual({ city: 'Florianópolis', state: 'SC' });
    expect(bundledCepLookup('89010-000')).toEqual({ state: 'SC' });
    expect(bundledCepLookup('73010-000')).toEqual({ city: 'Brasília', state: 'DF' });
    expect(bundledCepLookup('72900-000')).toEqual({ state: 'GO' });
  });

  it('fills a city for each of the 27 capitals', () => {
    const capitals = [
      ['04001-000', 'São Paulo', 'SP'],
      ['20010-000', 'Rio de Janeiro', 'RJ'],
      ['29010-000', 'Vitória', 'ES'],
      ['30110-000', 'Belo Horizonte', 'MG'],
      ['40010-000', 'Salvador', 'BA'],
      ['49010-000', 'Aracaju', 'SE'],
      ['50010-000', 'Recife', 'PE'],
      ['57020-000', 'Maceió', 'AL'],
      ['58010-000', 'João Pessoa', 'PB'],
      ['59010-000', 'Natal', 'RN'],
      ['60010-000', 'Fortaleza', 'CE'],
      ['64000-010', 'Teresina', 'PI'],
      ['65010-000', 'São Luís', 'MA'],
      ['66010-000', 'Belém', 'PA'],
      ['68900-010', 'Macapá', 'AP'],
      ['69010-000', 'Manaus', 'AM'],
      ['69301-000', 'Boa Vista', 'RR'],
      ['69900-010', 'Rio Branco', 'AC'],
      ['70040-000', 'Brasília', 'DF'],
      ['74010-000', 'Goiânia', 'GO'],
      ['76801-000', 'Porto Velho', 'RO'],
      ['77001-000', 'Palmas', 'TO'],
      ['78005-000', 'Cuiabá', 'MT'],
      ['79002-000', 'Campo Grande', 'MS'],
      ['80010-000', 'Curitiba', 'PR'],
      ['88010-000', 'Florianópolis', 'SC'],
      ['90010-000', 'Porto Alegre', 'RS'],
    ] as const;
    expect(new Set(capitals.map(([, , state]) => state)).size).toBe(27);
    for (const [cep, city, state] of capitals) expect(bundledCepLookup(cep)).toMatchObject({ city, state });
  });

  it('knows nothing of an incomplete CEP or one no state uses', () => {
    expect(bundledCepLookup('01310-10')).toBeUndefined();
    expect(bundledCepLookup('00000-000')).toBeUndefined();
  });
});

describe('CEP lookup', () => {
  it('asks the configured service with the 8 digits and takes its address', async () => {
    const fetcher = answering(200, {
      cep: '30130-010',
      logradouro: 'Praça Sete de Setembro',
      bairro: 'Centro',
      localidade: 'Belo Horizonte',
      uf: 'MG',
    });
    await expect(lookUpCep('30130-010', 'https://cep.example/ws/{cep}/json/', fetcher)).resolves.toEqual({
      street: 'Praça Sete de Setembro',
      neighborhood: 'Centro',
      city: 'Belo Horizonte',
      state: 'MG',
    });
    expect(fetcher).toHaveBeenCalledWith('https://cep.example/ws/30130010/json/', expect.anything());
  });

  it('falls back to the bundled table when the service does not know the CEP or fails', async () => {
    await expect(
      lookUpCep('01310-100', 'https://cep.example/{cep}', answering(200, { erro: true })),
    ).resolves.toMatchObject({
      street: 'Avenida Paulista',
    });
    await expect(lookUpCep('30130-010', 'https://cep.example/{cep}', answering(500, {}))).resolves.toEqual({
      city: 'Belo Horizonte',
      state: 'MG',
    });
    const unreachable = vi.fn(async () => {
      throw new TypeError('network');
    }) as unknown as typeof fetch;
    await expect(lookUpCep('90010-000', 'https://cep.example/{cep}', unreachable)).resolves.toEqual({
      city: 'Porto Alegre',
      state: 'RS',
    });
  });

  it('asks no service when none is configured', async () => {
    const fetcher = answering(200, {});
    await expect(lookUpCep('70150-900', undefined, fetcher)).resolves.toMatchObject({
      city: 'Brasília',
      state: 'DF',
    });
    expect(fetcher).not.toHaveBeenCalled();
  });
});
