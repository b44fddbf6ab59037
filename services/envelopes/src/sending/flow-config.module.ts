// The flow's settings moved to the envelope-flow kernel; composition roots import it from there.
export { FlowConfigModule } from '../envelope-flow/flow-config.module.js';
