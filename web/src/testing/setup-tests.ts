import { File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor wait for something that must happen, not for a deadline: on a loaded 2-core
// machine a first render can take longer than the library's 1 s default, so give them room. A
// file's first test also waits for its page's chunk to be transformed and imported (pages load on
// demand), which at a load average of 20 took more than 10 s.
configure({ asyncUtilTimeout: 25_000 });

// jsdom leaves Node's fetch classes in place, and Node's Request rejects relative URLs that
// a browser resolves against the page: resolve them the browser's way so '/api/...' works.
// FormData, File and Blob are jsdom's, fetch is Node's (undici), which from Node 22 on reads a
// form only with its own File class: a jsdom form is passed on as a Node one with the same
// entries, bytes, names and types, as a browser's fetch would send it.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
const jsdomBytes = (blob: object): Buffer | undefined =>
  Object.getOwnPropertySymbols(blob)
    .filter((symbol) => symbol.description === 'impl')
    .map((symbol) => (blob as Record<symbol, { _buffer?: Buffer }>)[symbol]?._buffer)[0];
const asNodeForm = (form: FormData): FormData => {
  const copy = new NodeFormData();
  form.forEach((value, name) => {
    const bytes = typeof value === 'string' ? undefined : jsdomBytes(value);
    if (typeof value === 'string' || !bytes) copy.append(name, value);
    else copy.append(name, new NodeFile([bytes], value.name, { type: value.type }) as unknown as Blob);
  });
  return copy;
};
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const body = init?.body instanceof FormData ? asNodeForm(init.body) : init?.body;
    super(
      typeof input === 'string' ? new URL(input, window.location.href) : input,
      init && { ...init, body },
    );
  }
};

// Reading a multipart body back (the fakes of upload routes do) makes files of the global File
// class, which here is jsdom's: read it with Node's in place.
const readFormData = NodeRequest.prototype.formData;
NodeRequest.prototype.formData = async function (this: Request) {
  const jsdomFile = globalThis.File;
  globalThis.File = NodeFile as unknown as typeof File;
  try {
    return await readFormData.call(this);
  } finally {
    globalThis.File = jsdomFile;
  }
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  window.history.replaceState(null, '', '/');
});
