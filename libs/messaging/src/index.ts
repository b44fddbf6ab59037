export * from './events/index.js';
export * from './rpc/index.js';
