import { Inject } from '@nestjs/common';

/** Injection token of the identity process's validated settings (provided by the process's root). */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');

/** `@InjectIdentityConfig() config: IdentityConfig` */
export const InjectIdentityConfig = (): ParameterDecorator => Inject(IDENTITY_CONFIG);
