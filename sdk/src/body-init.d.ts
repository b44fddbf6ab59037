// The generated client names the request body type `BodyInit`, which TypeScript's DOM library
// declares; under Node's types (no DOM) it is undici's, the one Node's own fetch takes.
declare global {
  type BodyInit = import('undici-types').BodyInit;
}

export {};
