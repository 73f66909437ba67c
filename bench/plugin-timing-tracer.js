/**
 * An OpenTracing tracer for `gatsby build --open-tracing-config-file bench/plugin-timing-tracer.js`: prints
 * how long each plugin's lifecycle call took (Gatsby's own log gives only one figure per lifecycle, e.g. the whole
 * onPostBuild). Lines go to stdout (Gatsby's log) as `plugin-timing <api> <plugin> <ms>` for calls over 50 ms.
 */
const { Span, Tracer } = require("opentracing");

class TimedSpan extends Span {
  constructor(name) {
    super();
    this.name = name;
    this.tags = {};
    this.started = performance.now();
  }
  _addTags(tags) {
    Object.assign(this.tags, tags);
  }
  _finish() {
    const ms = performance.now() - this.started;
    if (this.name === "run-plugin" && ms >= 50)
      process.stdout.write(`plugin-timing ${this.tags.api} ${this.tags.plugin} ${ms.toFixed(0)}\n`);
  }
}

class TimingTracer extends Tracer {
  _startSpan(name) {
    return new TimedSpan(name);
  }
}

exports.create = () => new TimingTracer();
exports.stop = async () => {};
