// The Universal Sentence Encoder (lite) in a worker thread: TF.js on WebAssembly is CPU-bound for ~10-20 ms a
// sentence, which must not block the event loop. Loaded once, on the first message.
import { parentPort, workerData } from 'node:worker_threads';

const modelPackage = workerData.modelPackage;
let loading = null;

async function load() {
  let source;
  try {
    source = (await import(modelPackage)).modelSource;
  } catch (error) {
    throw new Error(
      `the model package ${modelPackage} is missing (run npm ci to install it): ${error.message.split('\n')[0]}`,
    );
  }
  const { initModel } = await import('@energetic-ai/embeddings');
  try {
    // The runtime starts its WebAssembly backend when imported, without waiting for it; on a busy machine the model
    // could run first and fail ("Backend 'wasm' has not yet been initialized"). Wait for it.
    await (await import('@energetic-ai/core')).ready();
    return await initModel(source);
  } catch (error) {
    throw new Error(
      `the model package ${modelPackage} is broken (reinstall it with npm ci): ${error.message}`,
    );
  }
}

parentPort.on('message', async ({ id, texts }) => {
  try {
    loading ??= load();
    const model = await loading;
    const vectors = texts.length ? await model.embed(texts) : [];
    const flat = new Float32Array(vectors.length * (vectors[0]?.length ?? 0));
    vectors.forEach((vector, i) => flat.set(vector, i * vector.length));
    parentPort.postMessage({ id, flat, count: vectors.length }, [flat.buffer]);
  } catch (error) {
    loading = null;
    parentPort.postMessage({ id, error: error.message });
  }
});
