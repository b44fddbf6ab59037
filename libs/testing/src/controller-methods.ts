/**
 * A controller's methods, its own and those it inherits, as Nest finds its route handlers (a
 * handler written once in a base class serves under every controller that extends it). Read
 * through the descriptors, so a getter is never run on the prototype.
 */
export function ownAndInheritedMethods(prototype: object): Map<string, object> {
  const methods = new Map<string, object>();
  for (let level = prototype; level !== Object.prototype; level = Object.getPrototypeOf(level) as object) {
    for (const name of Object.getOwnPropertyNames(level)) {
      const value: unknown = Object.getOwnPropertyDescriptor(level, name)?.value;
      if (name !== 'constructor' && !methods.has(name) && typeof value === 'function')
        methods.set(name, value);
    }
  }
  return methods;
}
