import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError, ErrorStatus, addFieldError, copyFieldErrors } from '../app-error.js';
import { toErrorResponse } from '../to-error-response.js';
import { validationError } from '../validation-error.js';
import { ERROR_MESSAGES } from './error-messages.js';
import { localeFromAcceptLanguage } from './message-locale.js';
import { MESSAGE_LOCALES } from './message-locale.js';

const placeholders = (text: string) => [...text.matchAll(/\{([a-z_]+)\}/g)].map((match) => match[1]).sort();

describe('the error catalogue', () => {
  const entries = Object.entries(ERROR_MESSAGES) as Array<[string, Record<string, string>]>;

  it('words every code in pt-BR, en and es, with the same placeholders', () => {
    for (const [code, text] of entries) {
      for (const locale of MESSAGE_LOCALES) {
        expect({ code, locale, text: text[locale]?.trim() || undefined }).toEqual({
          code,
          locale,
          text: expect.any(String),
        });
        expect({ code, locale, placeholders: placeholders(text[locale]!) }).toEqual({
          code,
          locale,
          placeholders: placeholders(text.en!),
        });
      }
    }
  });

  it('has no English left in the pt-BR and es wordings', () => {
    // Words that are the same in every language (a header name, a method, CPF/CNPJ) are allowed.
    const shared = /^(?:X-[A-Za-z-]+|PATCH|POST|CPF\/CNPJ|OTP|PDF|MB|CSRF|\{[a-z_]+\})$/;
    const english = new Set(
      [
        'the',
        'is',
        'was',
        'not',
        'has',
        'have',
        'this',
        'your',
        'only',
        'please',
        'found',
        'invalid',
        'cannot',
      ].map((word) => word.toLowerCase()),
    );
    for (const [code, text] of entries) {
      for (const locale of ['pt-BR', 'es'] as const) {
        expect({ code, locale, same: text[locale] === text.en }).toEqual({ code, locale, same: false });
        const words = text[locale]!.split(/[\s:;,.()“”"]+/).filter((word) => word && !shared.test(word));
        expect({ code, locale, english: words.filter((word) => english.has(word.toLowerCase())) }).toEqual({
          code,
          locale,
          english: [],
        });
      }
    }
  });

  it('knows every error code the services, the gateway and the libraries raise', () => {
    // Reads the sources (not imports them): libs/ depends on no service, but must word their codes.
    const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
    const codes = new Map<string, string>();
    const pattern =
      /(?:new AppError\(|AppError\.(?:notFound|forbidden)\(|EnvelopeDomainError\(|pdfError\(|blobError\(|AppError\.fieldError\(\s*[^,]+,)\s*'([a-z_]+\.[a-z_.]+)'/g;
    const domainCodes = /^\s*\|\s*'([a-z_]+\.[a-z_]+)'/gm;
    const enumValues = /^\s*[A-Z][A-Za-z]+: '([a-z_]+\.[a-z_]+)',/gm;
    const visit = (folder: string) => {
      for (const name of readdirSync(folder)) {
        if (name === 'node_modules' || name === 'dist' || name === 'test') continue;
        const path = join(folder, name);
        if (statSync(path).isDirectory()) visit(path);
        else if (path.endsWith('.ts') && !path.endsWith('.spec.ts')) {
          const source = readFileSync(path, 'utf8');
          for (const match of source.matchAll(pattern)) codes.set(match[1]!, relative(root, path));
          // A module's code union (`envelope-domain.error.ts`, `identity.errors.ts`...): every member is raised.
          if (/\.errors?\.ts$/.test(path))
            for (const match of source.matchAll(domainCodes)) codes.set(match[1]!, relative(root, path));
          // A module's code table (`pdf.errors.ts`, `outbound.errors.ts`...): every value is raised.
          if (/\.errors\.ts$/.test(path))
            for (const match of source.matchAll(enumValues)) codes.set(match[1]!, relative(root, path));
        }
      }
    };
    for (const folder of ['services', 'gateway/src', 'libs']) visit(join(root, folder));
    expect(codes.size).toBeGreaterThan(80);
    // Raised only between processes or to operators, never shown to a person.
    const internalOnly = new Set([
      'pdf.signature_too_large',
      'blob.invalid_key',
      'blob.invalid_range',
      'blob.size_mismatch',
      'blob.key_conflict',
    ]);
    const missing = [...codes]
      .filter(([code]) => !internalOnly.has(code))
      // Worded as a whole, or for the field it is raised on (`document.item_required#item_id`).
      .filter(
        ([code]) => !Object.keys(ERROR_MESSAGES).some((key) => key === code || key.startsWith(`${code}#`)),
      );
    expect(missing).toEqual([]);
  });
});

describe('field errors raised by hand', () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
  const sources = (): Array<[string, string]> => {
    const found: Array<[string, string]> = [];
    const visit = (folder: string) => {
      for (const name of readdirSync(folder)) {
        if (name === 'node_modules' || name === 'dist' || name === 'test') continue;
        const path = join(folder, name);
        if (statSync(path).isDirectory()) visit(path);
        else if (path.endsWith('.ts') && !path.endsWith('.spec.ts'))
          found.push([relative(root, path), readFileSync(path, 'utf8')]);
      }
    };
    for (const folder of ['services', 'gateway/src', 'libs']) visit(join(root, folder));
    return found;
  };
  // Answered to another process (a malformed RPC request), never shown to a person.
  const betweenProcesses = new Set([
    'services/identity/src/principal/resolve-principal.use-case.ts',
    'services/signing/src/qualified-signatures/signable-hashes.rpc-controller.ts',
    'services/storage/src/items/decode-rpc-request.util.ts',
    'services/envelopes/src/public/recipient-access.rpc-controller.ts',
  ]);

  it('carry a code: no free text in a field error map without one', () => {
    // `AppError.validation({ field: ['text'] })` is worded only when its code words the field
    // (`code#field` or `code#*`); a message put straight into an errors map has no code at all.
    const literalMap =
      /AppError\.validation\(\s*\{\s*\[?\s*([\w.'`$]+)\s*\]?\s*:\s*\[[^\]]*\]\s*,?\s*\}\s*(?:,([^;]*?))?\)\s*[,;\n]/g;
    const assigned = /\berrors(?:\.\w+|\[[^\]]+\])\s*=\s*\[\s*['"`]/g;
    const uncoded: string[] = [];
    for (const [path, source] of sources()) {
      if (betweenProcesses.has(path)) continue;
      for (const match of source.matchAll(literalMap)) {
        const field = match[1]!.replace(/['`]/g, '');
        const code = /'([a-z_]+\.[a-z_.]+)'/.exec(match[2] ?? '')?.[1];
        const worded = code && (`${code}#${field}` in ERROR_MESSAGES || `${code}#*` in ERROR_MESSAGES);
        if (!worded) uncoded.push(`${path}: ${match[0].split('\n')[0]!.trim()}`);
      }
      for (const match of source.matchAll(assigned)) uncoded.push(`${path}: ${match[0]}`);
    }
    expect(uncoded).toEqual([]);
  });

  it('take no message of their own where a catalogue code words it', () => {
    // Upload limits and field rules pass a code (`tooLarge: () => AppError`, `addFieldError`);
    // only addFieldError (and request validation) push into a field error map.
    const message = String.raw`(?:[\x60"]|'(?![a-z_]+\.[a-z_.]+')[^']*')`;
    const freeText = new RegExp(
      [
        'tooLargeMessage',
        String.raw`(?<![.\w])(?:add|addFieldError)\(\s*errors\s*,\s*[^,()]+,\s*${message}`,
        String.raw`(?<![.\w])add\(\s*(?!errors\b)[^,()]+,\s*${message}`,
        String.raw`\?\?=\s*\[\]\)\.push\(`,
      ].join('|'),
      'g',
    );
    const found = sources()
      .filter(([path]) => !betweenProcesses.has(path) && !path.startsWith('libs/errors/src/'))
      .flatMap(([path, source]) => [...source.matchAll(freeText)].map((match) => `${path}: ${match[0]}`));
    expect(found).toEqual([]);
  });

  it('word every code given to addFieldError and AppError.coded', () => {
    const pattern =
      /(?:addFieldError|AppError\.coded|\badd)\(\s*(?:errors,\s*)?[^,()]+,\s*'([a-z_]+\.[a-z_.]+)'/g;
    const codes = sources().flatMap(([, source]) => [...source.matchAll(pattern)].map((match) => match[1]!));
    expect(codes.length).toBeGreaterThan(20);
    expect(codes.filter((code) => !(code in ERROR_MESSAGES))).toEqual([]);
  });
});

describe('errors in the caller’s language', () => {
  it('words the message by its code and keeps the code and params in the body', () => {
    const error = new AppError(
      'account.verification_resent_too_soon',
      ErrorStatus.TooManyRequests,
      'Please wait 30 seconds before asking for another verification email.',
      undefined,
      { seconds: 30 },
    );
    expect(toErrorResponse(error, 'id', 'pt-BR').body).toEqual({
      message: 'Aguarde 30 segundos antes de pedir outro e-mail de verificação.',
      code: 'account.verification_resent_too_soon',
      params: { seconds: 30 },
    });
    expect(toErrorResponse(error, 'id', 'es').body.message).toBe(
      'Espere 30 segundos antes de pedir otro correo de verificación.',
    );
    // A caller that asks for no language reads the message as written.
    expect(toErrorResponse(error, 'id').body.message).toBe(error.message);
  });

  it('words the field errors a code names, and keeps the spec’s token messages', () => {
    const error = new AppError(
      'document.invalid_file_type',
      ErrorStatus.UnprocessableEntity,
      'INVALID_FILE_TYPE',
      { file: ['The file must be of type: pdf, docx.'] },
      { types: 'pdf, docx' },
    );
    expect(toErrorResponse(error, 'id', 'es').body).toEqual({
      message: 'INVALID_FILE_TYPE',
      code: 'document.invalid_file_type',
      params: { types: 'pdf, docx' },
      errors: { file: ['El archivo debe ser del tipo: pdf, docx.'] },
    });
  });

  it('words a 5xx too, still showing only the correlation id', () => {
    expect(toErrorResponse(new Error('secret'), 'id-9', 'pt-BR').body).toEqual({
      message: 'Erro no servidor.',
      code: 'internal',
      correlation_id: 'id-9',
    });
  });

  it('reads the language from Accept-Language by quality', () => {
    expect(localeFromAcceptLanguage('es-AR,es;q=0.9,en;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('fr-FR, en;q=0.5, pt-BR;q=0.7')).toBe('pt-BR');
    expect(localeFromAcceptLanguage('fr')).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});

describe('request validation errors', () => {
  it('word each field error by its code in the caller’s language, keeping the schema’s text otherwise', () => {
    const error = validationError([
      { path: ['title'], code: 'invalid_type', message: 'The title field is required.', input: undefined },
      {
        path: ['subject'],
        code: 'too_big',
        origin: 'string',
        maximum: 60,
        message: 'The subject may not be greater than 60 characters.',
        input: 'x',
      },
      {
        path: ['addressees', 0, 'value'],
        code: 'invalid_format',
        format: 'email',
        message: 'The email must be a valid email address.',
        input: 'x',
      },
    ]);
    expect(toErrorResponse(error, 'id', 'pt-BR').body).toMatchObject({
      message: 'Os dados informados são inválidos.',
      code: 'validation.failed',
      errors: {
        title: ['Preencha este campo.'],
        subject: ['Use no máximo 60 caracteres.'],
        'addressees.0.value': ['Informe um e-mail válido.'],
      },
    });
    expect(toErrorResponse(error, 'id', 'es').body.errors?.subject).toEqual([
      'Use como máximo 60 caracteres.',
    ]);
    expect(toErrorResponse(error, 'id').body.errors).toEqual({
      title: ['The title field is required.'],
      subject: ['The subject may not be greater than 60 characters.'],
      'addressees.0.value': ['The email must be a valid email address.'],
    });
  });
});

describe('a field error raised by hand', () => {
  it('keeps each code of a map built with addFieldError, in the caller’s language', () => {
    const errors = {};
    addFieldError(errors, 'recipients.0.fields', 'send.signature_field_required', { name: 'Ana' });
    addFieldError(errors, 'documents', 'send.document_required');
    expect(errors).toEqual({
      'recipients.0.fields': ['Place a signature field for Ana.'],
      documents: ['The envelope needs at least one document.'],
    });
    const error = AppError.validation(errors);
    expect(toErrorResponse(error, 'id', 'pt-BR').body.errors).toEqual({
      'recipients.0.fields': ['Posicione um campo de assinatura para Ana.'],
      documents: ['O envelope precisa de pelo menos um documento.'],
    });
    expect(toErrorResponse(error, 'id', 'es').body.errors?.['recipients.0.fields']).toEqual([
      'Coloque un campo de firma para Ana.',
    ]);
    expect(toErrorResponse(error, 'id').body.errors).toEqual(errors);
  });

  it('copies codes with the messages, and drops them when a message has none', () => {
    const from = {};
    addFieldError(from, 'recipients.1.addressees.0.value', 'recipient.address_taken');
    const to: Record<string, string[]> = {};
    copyFieldErrors(to, from, 'recipients.1.addressees.0.value', 'addressees.0.value');
    expect(toErrorResponse(AppError.validation(to), 'id', 'es').body.errors).toEqual({
      'addressees.0.value': ['Esta dirección ya es destinataria del sobre.'],
    });
    to.title = ['Free text.'];
    expect(AppError.validation(to).fieldCodes).toBeUndefined();
  });

  it('words the upload refusals', () => {
    expect(toErrorResponse(AppError.coded('file', 'upload.one_file'), 'id', 'pt-BR').body.errors).toEqual({
      file: ['Envie um arquivo por vez.'],
    });
  });

  it('is worded by its own code, the message by validation.failed', () => {
    const error = AppError.fieldError('value', 'identifier.cpf_invalid', 'The CPF is not valid.');
    expect(toErrorResponse(error, 'id', 'pt-BR').body).toMatchObject({
      message: 'Os dados informados são inválidos.',
      errors: { value: ['O CPF não é válido.'] },
    });
    expect(toErrorResponse(error, 'id').body).toMatchObject({
      message: 'The given data was invalid.',
      errors: { value: ['The CPF is not valid.'] },
    });
  });
});
