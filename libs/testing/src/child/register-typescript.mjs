// `node --import <this file> script.ts` runs a TypeScript source of this repository directly.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
