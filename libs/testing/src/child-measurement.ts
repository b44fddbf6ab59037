const RESULT_MARK = '@@child-measurement-result@@';

/**
 * The child side of `runChildMeasurement`: reads the input the parent passed, runs `measure`,
 * hands its result back on stdout and exits. A measurement gets a process of its own, so
 * nothing else a test run holds or does (other tests' heaps, their collections, their load)
 * shows in its figures.
 */
export function childMeasurement<Input, Output>(measure: (input: Input) => Promise<Output>): void {
  const input = JSON.parse(process.argv[2] ?? 'null') as Input;
  measure(input).then(
    (output) => {
      process.stdout.write(`\n${RESULT_MARK}${JSON.stringify(output)}\n`, () => process.exit(0));
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}

childMeasurement.RESULT_MARK = RESULT_MARK;
