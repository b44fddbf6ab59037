export { testEnv, type TestEnv } from './test-env.js';
export { resolveTestServices } from './resolve-test-services.js';
export { createTestDatabase, type TestDatabase } from './create-test-database.js';
export {
  serviceTestGround,
  type ServiceTestGround,
  type ServiceTestGroundEnv,
  type ServiceTestGroundOptions,
} from './service-test-ground.js';
export { uniqueName } from './unique-name.js';
export {
  startTestSmtpServer,
  type TestSmtpServer,
  type TestSmtpServerOptions,
  type ParsedMessage,
} from './test-smtp-server.js';
export { startPrivateNatsServer, type PrivateNatsServer } from './private-nats-server.js';
export { runChildMeasurement } from './run-child-measurement.js';
export {
  asGateway,
  identityKeyFileForTests,
  identityPublicKeyFileForTests,
} from './gateway-identity-headers.js';
export {
  callAsGateway,
  type LooseJson,
  type ServiceAnswer,
  type ServiceCallOptions,
} from './call-as-gateway.js';
export { eventually } from './eventually.js';
export { freePort } from './free-port.js';
export { inTemporaryDirectory, specTemporaryDirectory } from './temporary-directory.js';
export { thrownCode } from './thrown-code.js';
export { ownAndInheritedMethods } from './controller-methods.js';
