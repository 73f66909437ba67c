/**
 * A CPU profile of a build's main process, with the build run exactly as usual (`--cpu-prof` is refused in
 * NODE_OPTIONS, and running `node --cpu-prof node_modules/gatsby/cli.js build` instead was followed by a full page
 * rewrite, docs/scale.md). Written on exit to PROFILE_OUT (default /tmp) as main-<pid>.cpuprofile; Gatsby's worker
 * processes are left out.
 *
 *   PROFILE_OUT=var/prof NODE_OPTIONS="--require $PWD/scripts/bench/cpu-profile-preload.js" node_modules/.bin/gatsby build
 */
const inspector = require("node:inspector");
const fs = require("node:fs");
const path = require("node:path");
const { isMainThread } = require("node:worker_threads");

const isGatsbyWorker = process.argv.some((arg) => /child\.js$/.test(arg));
if (isMainThread && !isGatsbyWorker) {
  const session = new inspector.Session();
  session.connect();
  session.post("Profiler.enable");
  session.post("Profiler.setSamplingInterval", { interval: 1000 });
  session.post("Profiler.start");
  // The in-thread session answers synchronously, so the profile can be written from the exit handler.
  process.on("exit", () => {
    session.post("Profiler.stop", (error, result) => {
      if (error) return;
      const dir = process.env.PROFILE_OUT || "/tmp";
      fs.writeFileSync(path.join(dir, `main-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
