export { RpcClient, type RpcClientOptions, type RpcRequestOptions } from './rpc-client.js';
export { connectRpcServer, type RpcServerOptions } from './connect-rpc-server.js';
export { serveRpc } from './serve-rpc.js';
export {
  defineRpc,
  RpcHandler,
  type RpcContract,
  type RpcRequestOf,
  type RpcResponseOf,
} from './rpc-contract.js';
export { RpcErrorFilter } from './rpc-error.filter.js';
export { RpcModule } from './rpc.module.js';
export { traceRpcServer } from './trace-rpc-server.js';
export { rpcUnavailable } from './rpc-unavailable.error.js';
export { requestIdHeader } from './rpc-headers.js';
