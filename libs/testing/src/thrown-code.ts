/**
 * The code of the error `fn` throws, when it is a `kind` (a module's error class); any other
 * error is rethrown and a call that does not throw fails the test, so an assertion on the code
 * cannot pass by accident.
 */
export function thrownCode(
  fn: () => unknown,
  kind: abstract new (...args: never[]) => { code: string },
): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof kind) return error.code;
    throw error;
  }
  throw new Error(`expected a ${kind.name}`);
}
