/**
 * A decorator adding `value` to the list kept under `key` on a method or a class, so decorators
 * stack (a class's and a method's all apply, none replaces another); a guard reads the lists.
 */
export function stackedMetadata<T>(key: string, value: T): MethodDecorator & ClassDecorator {
  const add = (target: object) => {
    const list: T[] = Reflect.getMetadata(key, target) ?? [];
    Reflect.defineMetadata(key, [...list, value], target);
  };
  return ((target: object, _key?: string | symbol, descriptor?: PropertyDescriptor) => {
    add(descriptor ? (descriptor.value as object) : target);
  }) as MethodDecorator & ClassDecorator;
}
