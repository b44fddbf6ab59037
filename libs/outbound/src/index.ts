export { OutboundErrorCode, outboundError } from './outbound.errors.js';
export {
  DEFAULT_OUTBOUND_POLICY,
  defaultResolver,
  type OutboundPolicy,
  type Resolver,
} from './outbound-policy.js';
export { checkOutboundUrl, type CheckedTarget } from './check-outbound-url.js';
export { outboundRequest, type OutboundRequest, type OutboundResponse } from './outbound-request.js';
export { isAllowedAddress } from './address-class.js';
