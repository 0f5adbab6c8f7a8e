// Loaded with `NODE_OPTIONS=--import` into a process the capacity run starts (node refuses --cpu-prof there):
// samples the main thread's JavaScript from the start and writes a .cpuprofile to CPU_PROFILE_DIR at exit.
import fs from 'node:fs';
import inspector from 'node:inspector';
import path from 'node:path';

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new inspector.Session();
  session.connect();
  // A session in the same thread answers at once, so the profile can be written from the 'exit' handler.
  session.post('Profiler.enable');
  session.post('Profiler.start');
  process.on('exit', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) return;
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `api-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
