// Grammar checking with harper.js, kept in a worker thread: its ~2 s setup and wasm work stay off the main thread.
import { parentPort } from 'node:worker_threads';
import { LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';

const linter = new LocalLinter({ binary });
const ready = linter.setup();

parentPort.on('message', async ({ id, text }) => {
  try {
    await ready;
    const lints = await linter.lint(text, { language: 'plaintext' });
    parentPort.postMessage({
      id,
      lints: lints.map((lint) => {
        const span = lint.span();
        return {
          kind: lint.lint_kind(),
          message: lint.message(),
          start: span.start,
          end: span.end,
          text: lint.get_problem_text(),
        };
      }),
    });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.message ?? error) });
  }
});
